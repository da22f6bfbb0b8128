import { describe, expect, it } from "vitest";
import { maskToken, maskTokenFields } from "./mask-token";

describe("maskToken", () => {
  it("keeps the uid, four digits of the time and the last four characters", () => {
    const token = "ada_1763000000abcdef0123456789";
    expect(maskToken("ada", token)).toBe("ada_1763…6789");
    expect(maskToken("ada", token)).not.toContain("abcdef");
  });

  it("falls back to four and four for a token of another form, and hides short ones entirely", () => {
    expect(maskToken("ada", "zzzz0123456789yyyy")).toBe("zzzz…yyyy");
    expect(maskToken("ada", "ada_12345")).toBe("…");
    expect(maskToken("ada", "short")).toBe("…");
  });
});

describe("maskTokenFields", () => {
  it("masks every string under a key naming a token, however deep, and leaves the rest", () => {
    const entry = {
      pushToken: "device-token-0123456789",
      payload: {
        data: { title: "Hi" },
        message: { token: "fcm-registration-abcdefgh" },
        list: [{ voipToken: "voip-9876543210" }],
      },
      sender: "ana",
    };
    expect(maskTokenFields(entry)).toEqual({
      pushToken: "••••6789",
      payload: { data: { title: "Hi" }, message: { token: "••••efgh" }, list: [{ voipToken: "••••3210" }] },
      sender: "ana",
    });
  });
});
