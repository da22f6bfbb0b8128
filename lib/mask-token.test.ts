import { describe, expect, it } from "vitest";
import { maskToken } from "./mask-token";

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
