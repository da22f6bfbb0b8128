import { type Aggregates, emptyAggregates, emptyTotals } from "@/lib/call-store/panel-model";

export const DAY = 86_400;
export const FROM = Date.UTC(2026, 10, 1) / 1000;

/** Four weeks from 1 Nov 2026 (UTC), compared with the four weeks that end three days before. */
export const panelQuery = {
  appId: "a",
  from: FROM,
  to: FROM + 28 * DAY,
  tz: "UTC",
  previous: { from: FROM - 31 * DAY, to: FROM - 3 * DAY },
};

/** Aggregates that count only calls: `calls` in the period, `previousCalls` in the previous one. */
export function callCounts(calls: number, previousCalls: number, firstCall: number | null): Aggregates {
  const current = emptyTotals();
  current.calls = calls;
  const previous = emptyTotals();
  previous.calls = previousCalls;
  return emptyAggregates({ current, previous, firstCall });
}
