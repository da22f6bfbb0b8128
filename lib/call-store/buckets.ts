/** Every IANA zone's offset is a multiple of 15 min, so a quarter never straddles a local hour or day. */
export const QUARTER = 900;
export const HOUR = 3600;
export const DAY = 86_400;
export const WEEK = 7 * DAY;
/** 1970-01-05, the first Monday after the epoch: UTC weeks start on Mondays. */
export const WEEK_ORIGIN = 4 * DAY;

export type Grain = "q" | "h" | "d" | "w" | "m";

export function bucketOf(grain: Grain, t: number): number {
  if (grain === "q") return t - mod(t, QUARTER);
  if (grain === "h") return t - mod(t, HOUR);
  if (grain === "d") return t - mod(t, DAY);
  if (grain === "w") return t - mod(t - WEEK_ORIGIN, WEEK);
  const d = new Date(t * 1000);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) / 1000;
}

function mod(a: number, b: number) {
  return ((a % b) + b) % b;
}

function nextBucket(grain: Grain, start: number): number {
  if (grain === "q") return start + QUARTER;
  if (grain === "h") return start + HOUR;
  if (grain === "d") return start + DAY;
  if (grain === "w") return start + WEEK;
  const d = new Date(start * 1000);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) / 1000;
}

const ceilTo = (grain: Grain, t: number) =>
  bucketOf(grain, t) === t ? t : nextBucket(grain, bucketOf(grain, t));

export interface Segment {
  grain: Grain;
  lo: number;
  hi: number;
  sign: 1 | -1;
}

/** `cs_top` has no hourly rows: an hour holds nearly as many users as its four quarters. */
export const GRAINS_ALL: readonly Grain[] = ["m", "w", "d", "h", "q"];
export const GRAINS_TOP: readonly Grain[] = ["m", "w", "d", "q"];

/** Rough rows read per bucket; only the choice of cover depends on these. */
const WEIGHT: Record<Grain, number> = { q: 1, h: 3, d: 10, w: 11, m: 12 };

interface Plan {
  cost: number;
  segs: Segment[];
}

const negate = (p: Plan): Plan => ({
  cost: p.cost,
  segs: p.segs.map((s) => ({ ...s, sign: s.sign === 1 ? -1 : 1 })),
});

function runCost(grain: Grain, lo: number, hi: number): number {
  let n = 0;
  for (let b = lo; b < hi; b = nextBucket(grain, b)) n++;
  return n * WEIGHT[grain];
}

function plan(
  from: number,
  to: number,
  level: number,
  memo: Map<string, Plan>,
  order: readonly Grain[],
): Plan {
  if (from >= to) return { cost: 0, segs: [] };
  const grain = order[level] ?? "q";
  if (grain === "q")
    return { cost: ((to - from) / QUARTER) * WEIGHT.q, segs: [{ grain, lo: from, hi: to, sign: 1 }] };
  const id = `${from}|${to}|${level}`;
  const known = memo.get(id);
  if (known) return known;
  let best = plan(from, to, level + 1, memo, order);
  // Each end either stops inside the range or overshoots to the bucket edge (then subtracted).
  const lefts: Array<[number, Plan]> = [];
  const a = ceilTo(grain, from);
  lefts.push([a, plan(from, a, level + 1, memo, order)]);
  const a0 = bucketOf(grain, from);
  if (a0 < from) lefts.push([a0, negate(plan(a0, from, level + 1, memo, order))]);
  const rights: Array<[number, Plan]> = [];
  const b = bucketOf(grain, to);
  rights.push([b, plan(b, to, level + 1, memo, order)]);
  const b1 = ceilTo(grain, to);
  if (b1 > to) rights.push([b1, negate(plan(to, b1, level + 1, memo, order))]);
  for (const [lo, left] of lefts) {
    for (const [hi, right] of rights) {
      if (lo >= hi) continue;
      const cost = left.cost + runCost(grain, lo, hi) + right.cost;
      if (cost < best.cost) best = { cost, segs: [...left.segs, { grain, lo, hi, sign: 1 }, ...right.segs] };
    }
  }
  memo.set(id, best);
  return best;
}

/** A run may overshoot an end when subtracting the excess reads fewer rows; rollups are plain sums. */
export function cover(from: number, to: number, grains: readonly Grain[] = GRAINS_ALL): Segment[] {
  return plan(from, to, 0, new Map(), grains).segs;
}

export const isAligned = (t: number) => mod(t, QUARTER) === 0;

export const DURATION_EDGES = [
  0, 5, 10, 15, 30, 45, 60, 90, 120, 180, 300, 450, 600, 900, 1200, 1800, 2700, 3600, 5400, 7200, 10800,
  14400,
];

/** Each shown bin split in five, so an exact percentile scans at most one fine bin's calls. */
export const FINE_EDGES: number[] = (() => {
  const out: number[] = [];
  const all = [...DURATION_EDGES, 21_600, 43_200, 86_400, 172_800];
  for (let i = 0; i < all.length - 1; i++) {
    const lo = all[i] as number;
    const hi = all[i + 1] as number;
    const step = Math.max(1, Math.floor((hi - lo) / 5));
    for (let e = lo; e < hi; e += step) if (out.at(-1) !== e) out.push(e);
  }
  out.push(all.at(-1) as number);
  return out;
})();

export function fineBin(seconds: number): number {
  let lo = 0;
  let hi = FINE_EDGES.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((FINE_EDGES[mid] as number) <= seconds) lo = mid;
    else hi = mid - 1;
  }
  return FINE_EDGES[lo] as number;
}

export function fineBinEnd(lo: number): number | null {
  const i = FINE_EDGES.indexOf(lo);
  return i >= 0 && i + 1 < FINE_EDGES.length ? (FINE_EDGES[i + 1] as number) : null;
}

export function shownBin(seconds: number): number {
  let i = 0;
  while (i + 1 < DURATION_EDGES.length && (DURATION_EDGES[i + 1] as number) <= seconds) i++;
  return i;
}
