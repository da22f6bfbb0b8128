import { describe, expect, it } from "vitest";
import { loadAnalyticsSearchParams, previousPeriod, resolveRange } from "./search-params";

const NOW = Date.UTC(2026, 2, 15, 20, 0) / 1000; // 15 Mar 2026, 20:00 UTC
const state = (qs: string) => loadAnalyticsSearchParams(new URLSearchParams(qs));

describe("resolveRange", () => {
  it("defaults to the last 30 local days including today, compared with the 30 days before", () => {
    expect(resolveRange(state(""), NOW)).toEqual({
      tz: "UTC",
      today: "2026-03-15",
      firstDay: "2026-02-14",
      lastDay: "2026-03-15",
      from: Date.UTC(2026, 1, 14) / 1000,
      to: Date.UTC(2026, 2, 16) / 1000,
      comparison: "days-before",
      previousFirstDay: "2026-01-15",
      previousLastDay: "2026-02-13",
      previousFrom: Date.UTC(2026, 0, 15) / 1000,
      previousTo: Date.UTC(2026, 1, 14) / 1000,
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

  it("starts this month on its first day and compares it with the same days of last month", () => {
    expect(resolveRange(state("range=month"), NOW)).toMatchObject({
      firstDay: "2026-03-01",
      lastDay: "2026-03-15",
      comparison: "last-month",
      previousFirstDay: "2026-02-01",
      previousLastDay: "2026-02-15",
      previousFrom: Date.UTC(2026, 1, 1) / 1000,
      previousTo: Date.UTC(2026, 1, 16) / 1000,
    });
    // Not the previous 30 days: 31 March compares with the whole of February, in the range's zone.
    const end = resolveRange(state("range=month&tz=Europe/Berlin"), Date.UTC(2026, 2, 31, 12) / 1000);
    expect(end).toMatchObject({ previousFirstDay: "2026-02-01", previousLastDay: "2026-02-28" });
    expect(end.previousFrom).toBe(Date.UTC(2026, 0, 31, 23) / 1000);
    expect(end.previousTo).toBe(Date.UTC(2026, 1, 28, 23) / 1000);
  });

  it("takes the previous period's days across years and leap days", () => {
    expect(previousPeriod("2026-01-01", "2026-01-20", "last-month")).toEqual({
      first: "2025-12-01",
      last: "2025-12-20",
    });
    expect(previousPeriod("2024-03-01", "2024-03-30", "last-month")).toEqual({
      first: "2024-02-01",
      last: "2024-02-29",
    });
    expect(previousPeriod("2026-03-01", "2026-03-07", "days-before")).toEqual({
      first: "2026-02-22",
      last: "2026-02-28",
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

describe("the view", () => {
  it("is calls unless the address asks for messages, and an unknown view falls back to calls", () => {
    const parse = (qs: string) => state(qs).view;
    expect(parse("")).toBe("calls");
    expect(parse("view=messages")).toBe("messages");
    expect(parse("view=reactions")).toBe("calls");
  });
});
