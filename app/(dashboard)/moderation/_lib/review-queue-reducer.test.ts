import { describe, expect, it } from "vitest";
import { NO_FILTERS } from "./queue-items";
import {
  currentIndex,
  initialQueueState,
  LOW_WATER,
  MAX_LIMIT,
  PAGE,
  type QueueAction,
  type QueueState,
  reviewQueueReducer,
  wantsMore,
} from "./review-queue-reducer";

const run = (s: QueueState, ...actions: QueueAction[]) => actions.reduce(reviewQueueReducer, s);
const IDS = ["f1", "f2", "f3", "f4", "f5", "f6"];
const pick = (id: string, range = false, value = true): QueueAction => ({
  type: "pick",
  ids: IDS,
  id,
  value,
  range,
});
const picked = (s: QueueState) => Object.keys(s.picked).sort();
/** Somewhere into the queue, with a notice, a bigger read and an item picked. */
const busy = run(
  initialQueueState,
  { type: "step", by: 1, count: 5 },
  { type: "step", by: 1, count: 5 },
  { type: "more" },
  pick("f2"),
  { type: "notice", notice: { id: "103", text: "why" } },
);

describe("the review queue's state", () => {
  it("starts on the reported messages, unfiltered, at the first item of the first read", () => {
    expect(initialQueueState).toMatchObject({ kind: "flagged", filters: NO_FILTERS, index: 0, limit: PAGE });
    expect(initialQueueState.hidden.size).toBe(0);
    expect(initialQueueState.picked).toEqual({});
  });

  it("j and p move one item, staying within the shown ones, and move on from a notice", () => {
    expect(busy.index).toBe(2);
    expect(run(busy, { type: "step", by: 1, count: 3 }).index).toBe(2);
    expect(run(busy, { type: "step", by: 1, count: 0 }).index).toBe(0);
    const back = run(busy, { type: "step", by: -1, count: 5 });
    expect(back.index).toBe(1);
    expect(back.notice).toBeUndefined();
    expect(run(back, { type: "step", by: -1, count: 5 }, { type: "step", by: -1, count: 5 }).index).toBe(0);
  });

  it("a click shows that item and moves on from a notice; the current item is clamped to the shown ones", () => {
    const s = run(busy, { type: "go", index: 4 });
    expect(s).toMatchObject({ index: 4, notice: undefined });
    expect(currentIndex(s, 10)).toBe(4);
    expect(currentIndex(s, 3)).toBe(2);
    expect(currentIndex(s, 0)).toBe(0);
  });

  it("another tab starts at its first item and first read, and drops the picks", () => {
    const s = run(busy, { type: "kind", kind: "blocked" });
    expect(s).toMatchObject({ kind: "blocked", index: 0, limit: PAGE, picked: {}, anchor: undefined });
    expect(s.filters).toBe(busy.filters);
  });

  it("the same tab again starts over but keeps the picks (they are of the same list)", () => {
    const s = run(busy, { type: "kind", kind: "flagged" });
    expect(s).toMatchObject({ index: 0, limit: PAGE });
    expect(picked(s)).toEqual(["f2"]);
  });

  it("a filter is trimmed, starts over, and drops the picks only when it changes", () => {
    const s = run(busy, { type: "filter", key: "sender", value: "  spam " });
    expect(s.filters).toEqual({ ...NO_FILTERS, sender: "spam" });
    expect(s).toMatchObject({ index: 0, limit: PAGE, picked: {} });
    const again = run(run(s, pick("f3")), { type: "filter", key: "sender", value: "spam " });
    expect(picked(again)).toEqual(["f3"]);
  });

  it("a touched filter is no longer the untouched set, even when empty again", () => {
    const s = run(initialQueueState, { type: "filter", key: "since", value: "" });
    expect(s.filters).toEqual(NO_FILTERS);
    expect(s.filters).not.toBe(NO_FILTERS);
  });

  it("an outcome chosen hides its item and clears the notice; undone, it is back", () => {
    const chosen = run(busy, { type: "choose", key: "flagged:f1" }, { type: "choose", key: "flagged:f2" });
    expect([...chosen.hidden]).toEqual(["flagged:f1", "flagged:f2"]);
    expect(chosen.notice).toBeUndefined();
    expect(busy.hidden.size).toBe(0);
    const undone = run(chosen, { type: "unhide", key: "flagged:f1" });
    expect([...undone.hidden]).toEqual(["flagged:f2"]);
    expect([...chosen.hidden]).toEqual(["flagged:f1", "flagged:f2"]);
    expect(run(undone, { type: "unhide", key: "flagged:f1" })).toBe(undone);
  });

  it("keeps the reason recorded with the outcomes", () => {
    expect(run(busy, { type: "reason", reasonId: "spam" }).reasonId).toBe("spam");
  });

  it("reads PAGE more at a time, up to MAX_LIMIT", () => {
    expect(busy.limit).toBe(2 * PAGE);
    let s = busy;
    for (let i = 0; i < 100; i++) s = run(s, { type: "more" });
    expect(s.limit).toBe(MAX_LIMIT);
  });

  it("wants more once a full read leaves fewer than LOW_WATER to show", () => {
    const s = initialQueueState;
    expect(wantsMore(s, PAGE, LOW_WATER - 1)).toBe(true);
    expect(wantsMore(s, PAGE, LOW_WATER)).toBe(false);
    expect(wantsMore(s, PAGE - 1, 0)).toBe(false);
    expect(wantsMore({ ...s, limit: MAX_LIMIT }, MAX_LIMIT, 0)).toBe(false);
  });
});

describe("picking items", () => {
  it("a pick without Shift sets one item and anchors there; unpicked, it leaves", () => {
    const s = run(initialQueueState, pick("f2"), pick("f4"));
    expect(picked(s)).toEqual(["f2", "f4"]);
    expect(s.anchor).toBe("f4");
    expect(picked(run(s, pick("f2", false, false)))).toEqual(["f4"]);
  });

  it("Shift picks every item from the anchor, either way round, and a Shift unpick drops them", () => {
    const down = run(initialQueueState, pick("f2"), pick("f5", true));
    expect(picked(down)).toEqual(["f2", "f3", "f4", "f5"]);
    expect(down.anchor).toBe("f2");
    const up = run(down, pick("f1", true));
    expect(picked(up)).toEqual(["f1", "f2", "f3", "f4", "f5"]);
    expect(picked(run(up, pick("f4", true, false)))).toEqual(["f1", "f5"]);
  });

  it("ranges run over the shown items only", () => {
    const shown = ["f1", "f2", "f4", "f5"]; // f3's outcome is chosen
    const s = run(
      initialQueueState,
      { type: "pick", ids: shown, id: "f1", value: true, range: false },
      { type: "pick", ids: shown, id: "f5", value: true, range: true },
    );
    expect(picked(s)).toEqual(["f1", "f2", "f4", "f5"]);
  });

  it("select all and the bulk bar's Clear replace the picks", () => {
    const all = run(busy, { type: "picked", picked: { f1: true, f2: true, f3: true } });
    expect(picked(all)).toEqual(["f1", "f2", "f3"]);
    expect(run(all, { type: "picked", picked: {} }).picked).toEqual({});
  });
});
