import { describe, expect, it } from "vitest";
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
