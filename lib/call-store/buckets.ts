/**
 * Time buckets of the rollups. Every IANA zone's offset today is a multiple of 15 minutes, so a
 * 15-minute bucket (`q`) never straddles a local day or hour boundary; `d` (UTC day) and `m` (UTC
 * month) buckets are sums of whole `q` buckets that let long ranges read few rows.
 */
export const QUARTER = 900;
export const DAY = 86_400;

export type Grain = "q" | "d" | "m";

/** Start of the bucket of a grain that holds `t` (seconds). */
export function bucketOf(grain: Grain, t: number): number {
  if (grain === "q") return t - mod(t, QUARTER);
  if (grain === "d") return t - mod(t, DAY);
  const d = new Date(t * 1000);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) / 1000;
}

function mod(a: number, b: number) {
  return ((a % b) + b) % b;
}

function nextBucket(grain: Grain, start: number): number {
  if (grain === "q") return start + QUARTER;
  if (grain === "d") return start + DAY;
  const d = new Date(start * 1000);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) / 1000;
}

const ceilTo = (grain: Grain, t: number) =>
  bucketOf(grain, t) === t ? t : nextBucket(grain, bucketOf(grain, t));

/** A run of whole buckets of one grain: bucket starts in [lo, hi). */
export interface Segment {
  grain: Grain;
  lo: number;
  hi: number;
}

/**
 * The fewest bucket runs whose union is exactly [from, to): months inside, then days, then quarters.
 * Both ends must be multiples of 15 minutes.
 */
export function cover(from: number, to: number, grain: Grain = "m"): Segment[] {
  if (from >= to) return [];
  if (grain === "q") return [{ grain, lo: from, hi: to }];
  const finer: Grain = grain === "m" ? "d" : "q";
  const a = ceilTo(grain, from);
  const b = bucketOf(grain, to);
  if (a >= b) return cover(from, to, finer);
  return [...cover(from, a, finer), { grain, lo: a, hi: b }, ...cover(b, to, finer)];
}

/** Whether a range can be answered from the rollups exactly (both ends on 15-minute boundaries). */
export const isAligned = (t: number) => mod(t, QUARTER) === 0;

/**
 * Upper-open edges (seconds) of the duration histogram shown: roughly log-spaced, readable labels.
 * The last bin is [edges.at(-1), ∞).
 */
export const DURATION_EDGES = [
  0, 5, 10, 15, 30, 45, 60, 90, 120, 180, 300, 450, 600, 900, 1200, 1800, 2700, 3600, 5400, 7200, 10800,
  14400,
];

/**
 * Fine bins (stored): each shown bin split in five, so finding an exact percentile scans at most one
 * fine bin's calls. Each fine bin is identified by its lower edge.
 */
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

/** The lower edge of the fine bin of a duration (binary search). */
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

/** The upper edge (exclusive) of the fine bin starting at `lo`, or null for the last one. */
export function fineBinEnd(lo: number): number | null {
  const i = FINE_EDGES.indexOf(lo);
  return i >= 0 && i + 1 < FINE_EDGES.length ? (FINE_EDGES[i + 1] as number) : null;
}

/** Index of the shown bin of a duration. */
export function shownBin(seconds: number): number {
  let i = 0;
  while (i + 1 < DURATION_EDGES.length && (DURATION_EDGES[i + 1] as number) <= seconds) i++;
  return i;
}
