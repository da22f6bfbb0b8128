import { describe, expect, it } from "vitest";
import { safeCallbackPath } from "./callback-url";

describe("safeCallbackPath", () => {
  it("keeps a same-origin path with its query and hash", () => {
    expect(safeCallbackPath("/calls?status=ended&page=2#x")).toBe("/calls?status=ended&page=2#x");
    expect(safeCallbackPath("/users/a%20b")).toBe("/users/a%20b");
  });

  it.each([
    "//evil.example/x",
    "/\\evil.example/x",
    "/\\/evil.example",
    "/\t/evil.example/x",
    "/\n/evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "evil.example",
    "",
  ])("refuses %j, and lands on the overview instead", (raw) => {
    expect(safeCallbackPath(raw)).toBe("/");
  });

  it("lands on the overview when nothing is given, or where the caller says", () => {
    expect(safeCallbackPath(undefined)).toBe("/");
    expect(safeCallbackPath(undefined, "/calls")).toBe("/calls");
  });
});
