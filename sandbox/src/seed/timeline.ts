import type { Rng } from "./prng";

const HOUR_WEIGHTS = [
  0.08, 0.05, 0.04, 0.04, 0.05, 0.1, 0.25, 0.5, 0.9, 1.2, 1.3, 1.25, 0.9, 1.1, 1.3, 1.25, 1.1, 0.85, 0.55,
  0.4, 0.35, 0.3, 0.2, 0.12,
];
const WEEKDAY_WEIGHTS = [0.3, 1, 1.05, 1.05, 1, 0.9, 0.35];

/** Hour slots are weighted once; each pick is a binary search, so a million picks stay cheap. */
export function createTimeline(anchor: number, days: number) {
  const start = anchor - days * 86_400;
  const slots = days * 24;
  const cumulative = new Float64Array(slots);
  let total = 0;
  for (let i = 0; i < slots; i++) {
    const at = new Date((start + i * 3600) * 1000);
    total += (HOUR_WEIGHTS[at.getUTCHours()] ?? 1) * (WEEKDAY_WEIGHTS[at.getUTCDay()] ?? 1);
    cumulative[i] = total;
  }
  const slotAt = (r: number) => {
    let lo = 0;
    let hi = slots - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] as number) > r) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
  const weightBefore = (slot: number) => (slot <= 0 ? 0 : (cumulative[Math.min(slot, slots) - 1] as number));
  return {
    start,
    end: anchor,
    pick(rng: Rng): number {
      return start + slotAt(rng.next() * total) * 3600 + Math.floor(rng.next() * 3600);
    },
    /** A time in [from, until), weighted by hour and weekday as `pick` is. */
    pickBetween(rng: Rng, from: number, until: number): number {
      const first = Math.max(0, Math.floor((from - start) / 3600));
      const last = Math.min(slots, Math.ceil((until - start) / 3600));
      const lo = weightBefore(first);
      const slot = slotAt(lo + rng.next() * (weightBefore(last) - lo));
      const at = start + slot * 3600 + Math.floor(rng.next() * 3600);
      return Math.min(until - 1, Math.max(from, at));
    },
  };
}

export type Timeline = ReturnType<typeof createTimeline>;
