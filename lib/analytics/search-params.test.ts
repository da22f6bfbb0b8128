import { describe, expect, it } from "vitest";
import { loadAnalyticsSearchParams, resolveRange } from "./search-params";

const NOW = Date.UTC(2026, 2, 15, 20, 0) / 1000; // 15 Mar 2026, 20:00 UTC
const state = (qs: string) => loadAnalyticsSearchParams(new URLSearchParams(qs));

describe("resolveRange", () => {
  it("defaults to the last 30 local days including today", () => {
    expect(resolveRange(state(""), NOW)).toEqual({
      tz: "UTC",
      firstDay: "2026-02-14",
      lastDay: "2026-03-15",
      from: Date.UTC(2026, 1, 14) / 1000,
      to: Date.UTC(2026, 2, 16) / 1000,
    });
  });

  it("takes today from the time zone and spans local midnights", () => {
    // 20:00 UTC is already 16 March in Kolkata (+5:30).
    const r = resolveRange(state("range=7d&tz=Asia/Kolkata"), NOW);
    expect([r.firstDay, r.lastDay]).toEqual(["2026-03-10", "2026-03-16"]);
    expect(r.from).toBe(Date.UTC(2026, 2, 9, 18, 30) / 1000);
    expect(r.to).toBe(Date.UTC(2026, 2, 16, 18, 30) / 1000);
  });

  it("covers a DST change with a 167-hour week", () => {
    const r = resolveRange(state("range=custom&from=2026-03-08&to=2026-03-14&tz=America/New_York"), NOW);
    expect(r.to - r.from).toBe(167 * 3600);
  });

  it("starts this month on its first day", () => {
    expect(resolveRange(state("range=month"), NOW)).toMatchObject({
      firstDay: "2026-03-01",
      lastDay: "2026-03-15",
    });
  });

  it("falls back, saying why, on an unknown zone or a bad custom range", () => {
    expect(resolveRange(state("tz=Mars/Base"), NOW)).toMatchObject({
      tz: "UTC",
      problem: expect.stringMatching(/time zone/),
    });
    const bad = resolveRange(state("range=custom&from=2026-03-10&to=2026-02-30"), NOW);
    expect(bad).toMatchObject({ firstDay: "2026-02-14", problem: expect.stringMatching(/custom range/) });
    const long = resolveRange(state("range=custom&from=2020-01-01&to=2026-01-01"), NOW);
    expect(long).toMatchObject({
      firstDay: "2024-11-28",
      lastDay: "2026-01-01",
      problem: expect.stringMatching(/400 days/),
    });
  });
});
