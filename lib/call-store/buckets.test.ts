import { describe, expect, it } from "vitest";
import { mulberry32 } from "../shared/prng";
import { bucketOf, cover, GRAINS_ALL, GRAINS_TOP, type Grain, QUARTER } from "./buckets";

function faults(from: number, to: number, grains: readonly Grain[]): string[] {
  const m = new Map<number, number>();
  const out: string[] = [];
  for (const s of cover(from, to, grains)) {
    if (!grains.includes(s.grain)) out.push(`grain ${s.grain} not kept`);
    if (bucketOf(s.grain, s.lo) !== s.lo || bucketOf(s.grain, s.hi) !== s.hi)
      out.push(`unaligned ${s.grain}`);
    for (let q = s.lo; q < s.hi; q += QUARTER) m.set(q, (m.get(q) ?? 0) + s.sign);
  }
  for (const [q, n] of m) if (n !== (q >= from && q < to ? 1 : 0)) out.push(`${from}..${to}: ${q} × ${n}`);
  for (let q = from; q < to; q += QUARTER) if (!m.has(q)) out.push(`${from}..${to}: ${q} missing`);
  return out;
}

describe("cover", () => {
  it("adds up to exactly the range, overshooting only to take it away again", () => {
    const rnd = mulberry32(11);
    const base = Date.UTC(2025, 0, 1) / 1000;
    const found: string[] = [];
    for (let i = 0; i < 400; i++) {
      const from = base + Math.floor(rnd() * 40_000) * QUARTER;
      const to = from + (1 + Math.floor(rnd() * (i % 3 === 0 ? 200 : 12_000))) * QUARTER;
      found.push(...faults(from, to, GRAINS_ALL), ...faults(from, to, GRAINS_TOP));
    }
    expect(found).toEqual([]);
  });

  it("reads a UTC month that a local month misses by hours as the month minus those hours", () => {
    // Sydney's October 2026 in UTC: 30 Sep 14:00 to 31 Oct 13:00.
    const from = Date.UTC(2026, 8, 30, 14) / 1000;
    const to = Date.UTC(2026, 9, 31, 13) / 1000;
    const segs = cover(from, to);
    expect(segs.filter((s) => s.grain === "m")).toEqual([
      { grain: "m", lo: Date.UTC(2026, 9, 1) / 1000, hi: Date.UTC(2026, 10, 1) / 1000, sign: 1 },
    ]);
    expect(segs.some((s) => s.sign === -1)).toBe(true);
    expect(segs.filter((s) => s.grain === "q").length).toBeLessThanOrEqual(2);
  });

  it("reads the ragged ends of a local range per hour where hours are kept, per quarter in cs_top", () => {
    // Kolkata's 1–8 March 2026 in UTC: 28 Feb 18:30 to 7 Mar 18:30.
    const from = Date.UTC(2026, 1, 28, 18, 30) / 1000;
    const to = Date.UTC(2026, 2, 7, 18, 30) / 1000;
    const hours = cover(from, to).filter((s) => s.grain === "h");
    expect(hours.length).toBeGreaterThan(0);
    expect(
      cover(from, to)
        .filter((s) => s.grain === "q")
        .every((s) => s.hi - s.lo <= 2 * QUARTER),
    ).toBe(true);
    expect(cover(from, to, GRAINS_TOP).some((s) => s.grain === "h")).toBe(false);
  });
});
