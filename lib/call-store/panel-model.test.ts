import { describe, expect, it } from "vitest";
import { callCounts, DAY, FROM, panelQuery as q } from "@/test/panel-fixtures";
import { coversPrevious, finishPanel } from "./panel-model";

describe("the change against the previous period", () => {
  it("is worked out when the stored history covers the previous period", () => {
    const p = finishPanel(q, [], callCounts(150, 100, q.previous.from - 5 * DAY));
    expect(p.kpis.calls).toEqual({ value: 150, previous: 100, change: 0.5 });
    expect(p).toMatchObject({
      previousFrom: q.previous.from,
      previousTo: q.previous.to,
      previousStored: true,
    });
  });

  it("is not given when the history starts after the previous period's first day, nor with none stored", () => {
    // 38 calls in the last days of the previous period would otherwise read as "+2,532 %".
    const late = finishPanel(q, [], callCounts(1000, 38, q.previous.to - 2 * DAY));
    expect(late.kpis.calls).toEqual({ value: 1000, previous: 38, change: null });
    expect(late).toMatchObject({ previousStored: false, historyFrom: q.previous.to - 2 * DAY });
    expect(finishPanel(q, [], callCounts(0, 0, null)).previousStored).toBe(false);
  });

  it("counts a history that starts on the previous period's first day as covering it", () => {
    expect(coversPrevious(q.previous.from + 9 * 3600, q.previous.from)).toBe(true);
    expect(coversPrevious(q.previous.from + DAY, q.previous.from)).toBe(false);
    expect(coversPrevious(null, q.previous.from)).toBe(false);
  });

  it("defaults to the period of equal length just before the range", () => {
    const { previous: _, ...plain } = q;
    const p = finishPanel(plain, [], callCounts(2, 1, 0));
    expect([p.previousFrom, p.previousTo]).toEqual([FROM - 28 * DAY, FROM]);
    expect(p.kpis.calls.change).toBe(1);
  });
});
