import { describe, expect, it } from "vitest";
import { type Picked, pickRange, pickRows } from "./pick-range";

const IDS = ["a", "b", "c", "d", "e", "f"];
const sorted = (p: Picked) => Object.keys(p).sort();

describe("pickRows", () => {
  it("sets one row without an anchor, or with one not shown", () => {
    expect(pickRows({ a: true }, IDS, "c", true)).toEqual({ a: true, c: true });
    expect(pickRows({ a: true }, IDS, "c", true, "gone")).toEqual({ a: true, c: true });
    expect(pickRows({ a: true, c: true }, IDS, "c", false)).toEqual({ a: true });
  });

  it("sets every row from the anchor to the target, either way round, leaving the rest", () => {
    expect(sorted(pickRows({ a: true }, IDS, "e", true, "c"))).toEqual(["a", "c", "d", "e"]);
    expect(sorted(pickRows({}, IDS, "b", true, "d"))).toEqual(["b", "c", "d"]);
    expect(sorted(pickRows({ a: true, b: true, c: true, d: true }, IDS, "c", false, "a"))).toEqual(["d"]);
  });

  it("leaves the selection it was given alone", () => {
    const before: Picked = { a: true };
    pickRows(before, IDS, "c", true, "a");
    expect(before).toEqual({ a: true });
  });
});

describe("pickRange", () => {
  const none = { picked: {}, anchor: undefined };

  it("a pick without Shift sets the row and makes it the anchor", () => {
    expect(pickRange(none, IDS, "b", true, false)).toEqual({ picked: { b: true }, anchor: "b" });
  });

  it("Shift sets the range from the anchor and keeps the anchor, so a second Shift pick turns round", () => {
    const first = pickRange(none, IDS, "b", true, false);
    const range = pickRange(first, IDS, "e", true, true);
    expect(sorted(range.picked)).toEqual(["b", "c", "d", "e"]);
    expect(range.anchor).toBe("b");
    const up = pickRange(range, IDS, "a", true, true);
    expect(sorted(up.picked)).toEqual(["a", "b", "c", "d", "e"]);
    const drop = pickRange(up, IDS, "d", false, true);
    expect(sorted(drop.picked)).toEqual(["a", "e"]);
  });

  it("Shift with no anchor, or one no longer shown, sets the one row and anchors there", () => {
    expect(pickRange(none, IDS, "c", true, true)).toEqual({ picked: { c: true }, anchor: "c" });
    expect(pickRange({ picked: {}, anchor: "gone" }, IDS, "c", true, true)).toEqual({
      picked: { c: true },
      anchor: "c",
    });
  });
});
