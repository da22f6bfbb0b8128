import { describe, expect, it } from "vitest";
import { initials } from "./initials";

describe("initials", () => {
  it("takes the first letters of the first and last words", () => {
    expect(initials("Alice Laurent")).toBe("AL");
    expect(initials("jean-paul de la Tour")).toBe("JT");
    expect(initials("  bob  ")).toBe("B");
  });
  it("skips words without a letter or digit, and keeps letters outside ASCII whole", () => {
    expect(initials("Émile — Zola")).toBe("ÉZ");
    expect(initials("(Ann) 🙂")).toBe("A");
  });
  it("falls back to the id, then to a question mark", () => {
    expect(initials("", "carol_1")).toBe("C");
    expect(initials("🙂", "_x")).toBe("X");
    expect(initials(undefined, "")).toBe("?");
  });
});
