import { describe, expect, it } from "vitest";
import { testSendInput } from "../../../notifications/_lib/schema";
import { userNotificationsForm } from "./notification-schema";

const base = {
  uid: "ana",
  email: "",
  phno: "",
  timezone: "UTC",
  dnd: false,
  groupMessages: 2,
  oneOnOneMessages: 3,
};

describe("a user's notification form", () => {
  it("takes empty contact details (none kept) and international numbers", () => {
    expect(userNotificationsForm.safeParse(base).success).toBe(true);
    expect(userNotificationsForm.safeParse({ ...base, phno: "+14155550100", email: "a@b.co" }).success).toBe(
      true,
    );
  });

  it("refuses a national number, a made-up timezone and a choice outside 1–3", () => {
    for (const bad of [
      { phno: "4155550100" },
      { timezone: "Mars/Olympus" },
      { groupMessages: 4 },
      { email: "a@" },
    ]) {
      expect(userNotificationsForm.safeParse({ ...base, ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe("a test send", () => {
  const send = { recipient: "ana", sender: "ben", text: "hi" };

  it("needs a sender other than the recipient, whatever the case", () => {
    expect(testSendInput.safeParse(send).success).toBe(true);
    const same = testSendInput.safeParse({ ...send, sender: "ANA" });
    expect(same.error?.issues.map((i) => i.path.join("."))).toEqual(["sender"]);
  });

  it("refuses an empty message and one over 1000 characters", () => {
    expect(testSendInput.safeParse({ ...send, text: "  " }).success).toBe(false);
    expect(testSendInput.safeParse({ ...send, text: "x".repeat(1001) }).success).toBe(false);
  });
});
