import { describe, expect, it } from "vitest";
import { testSendInput } from "./schema";

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
