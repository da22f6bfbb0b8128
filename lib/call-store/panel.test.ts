import { describe, expect, it } from "vitest";
import { dstRanges, DST_FROM as FROM, DST_TO as TO, ZONES } from "@/test/dst-ranges";
import { openedForBlock, storeEngines } from "@/test/two-stores";
import { endCall, generateCalls } from "./generate";
import { panel } from "./panel";
import type { PanelQuery } from "./panel-model";
import { rawPanel } from "./raw-panel";
import { localMidnight } from "./tz";
import { upsertCalls } from "./upsert";

const stores = storeEngines("call-panel");

const APP = "app-a";
const ranges = (tz: string) => dstRanges(APP, tz);

describe.each(stores)("call store panel on %s", (_name, open) => {
  const store = openedForBlock(
    open,
    async ({ db }) => {
      const calls = generateCalls({
        appId: APP,
        count: 6000,
        from: FROM,
        to: TO,
        seed: 7,
        users: 60,
        groups: 8,
      });
      for (let i = 0; i < calls.length; i += 1000) await upsertCalls(db, APP, calls.slice(i, i + 1000));
      // A later sync: ongoing calls ended, a few calls re-sent unchanged, another app's calls mixed in.
      const ongoing = calls.filter((c) => c.status === "ongoing");
      expect(ongoing.length).toBeGreaterThan(100);
      await upsertCalls(db, APP, [...ongoing.map((c, i) => endCall(c, 60 + i * 7)), ...calls.slice(0, 50)]);
      const other = generateCalls({ appId: "app-b", count: 500, from: FROM, to: TO, seed: 9 });
      await upsertCalls(db, "app-b", other);
    },
    120_000,
  );

  it.each(ZONES)("rollup panel equals the raw computation in %s", async (tz) => {
    for (const q of ranges(tz)) {
      const fast = await panel(store.db, q);
      expect(fast).toEqual(await rawPanel(store.db, q));
      expect(fast.kpis.calls.value).toBeGreaterThan(0);
    }
  });

  it("is exact for arbitrary 15-minute-aligned ranges", async () => {
    const cases: PanelQuery[] = [
      { appId: APP, from: FROM + 900 * 37, to: FROM + 900 * 4000 + 86_400 * 40, tz: "Asia/Kolkata" },
      { appId: APP, from: FROM + 900 * 3, to: FROM + 900 * 5, tz: "UTC" },
      { appId: APP, from: TO - 86_400 * 3 - 900, to: TO + 900, tz: "Pacific/Chatham" },
    ];
    for (const q of cases) expect(await panel(store.db, q)).toEqual(await rawPanel(store.db, q));
  });

  it("compares with a given previous period (last month's same days) exactly", async () => {
    for (const tz of ["UTC", "Europe/Berlin", "Asia/Kathmandu"]) {
      const at = (ymd: string) => localMidnight(tz, ymd);
      const q = {
        appId: APP,
        from: at("2026-03-01"),
        to: at("2026-03-16"),
        tz,
        previous: { from: at("2026-02-01"), to: at("2026-02-16") },
      };
      const fast = await panel(store.db, q);
      expect(fast).toEqual(await rawPanel(store.db, q));
      expect([fast.previousFrom, fast.previousTo, fast.previousStored]).toEqual([
        at("2026-02-01"),
        at("2026-02-16"),
        true,
      ]);
      const february = await panel(store.db, {
        appId: APP,
        from: at("2026-02-01"),
        to: at("2026-02-16"),
        tz,
      });
      expect(fast.kpis.calls.previous).toBe(february.kpis.calls.value);
    }
    // The data starts on 5 January: a previous period before it has no stored history.
    const early = { appId: APP, from: FROM + 86_400, to: FROM + 8 * 86_400, tz: "UTC" };
    const p = await panel(store.db, early);
    expect(p).toEqual(await rawPanel(store.db, early));
    expect(p.previousStored).toBe(false);
    expect(p.kpis.calls.change).toBeNull();
  });

  it("has plausible figures (sanity of the shared model)", async () => {
    const q = { appId: APP, from: FROM, to: FROM + 86_400 * 60, tz: "UTC" };
    const p = await panel(store.db, q);
    const byStatus = p.byStatus.reduce((s, r) => s + r.calls, 0);
    expect(byStatus).toBe(p.kpis.calls.value);
    expect(p.duration.bins.reduce((s, b) => s + b.calls, 0)).toBe(p.byStatus[0]?.calls);
    expect(p.heatmap.flat().reduce((s, n) => s + n, 0)).toBe(p.kpis.calls.value);
    const { p50, p90, p99 } = p.duration;
    expect(p50 !== null && p90 !== null && p99 !== null && p50 <= p90 && p90 <= p99).toBe(true);
    expect(p.topUsers).toHaveLength(10);
    expect(p.minutesPerDay).toHaveLength(60);
  });

  it("answers an empty range with zeros and no percentiles", async () => {
    const q = { appId: "nobody", from: FROM, to: FROM + 86_400, tz: "UTC" };
    const p = await panel(store.db, q);
    expect(p).toEqual(await rawPanel(store.db, q));
    expect(p.kpis.calls).toEqual({ value: 0, previous: 0, change: null });
    expect(p.duration.p50).toBeNull();
    expect(p.kpis.averageDurationSeconds.value).toBeNull();
  });

  it("refuses ranges the rollups cannot answer exactly", async () => {
    await expect(panel(store.db, { appId: APP, from: FROM + 1, to: TO, tz: "UTC" })).rejects.toThrow(/900/);
    await expect(panel(store.db, { appId: APP, from: TO, to: FROM, tz: "UTC" })).rejects.toThrow(/range/);
    await expect(panel(store.db, { appId: APP, from: FROM, to: TO, tz: "Mars/Base" })).rejects.toThrow(
      /zone/,
    );
    await expect(
      panel(store.db, { appId: APP, from: FROM, to: TO, tz: "UTC", previous: { from: FROM, to: TO } }),
    ).rejects.toThrow(/previous period/);
  });
});
