import {
  createLoader,
  createSerializer,
  type inferParserType,
  parseAsString,
  parseAsStringLiteral,
} from "nuqs/server";
import { MAX_RANGE_SECONDS } from "@/lib/call-store/panel-query";
import { addDays, isTimeZone, localMidnight, localSlot } from "@/lib/call-store/tz";

export const RANGE_PRESETS = ["7d", "30d", "90d", "month", "custom"] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export const analyticsSearchParams = {
  range: parseAsStringLiteral(RANGE_PRESETS).withDefault("30d"),
  from: parseAsString,
  to: parseAsString,
  tz: parseAsString.withDefault("UTC"),
};

export const loadAnalyticsSearchParams = createLoader(analyticsSearchParams);
export const serializeAnalyticsSearchParams = createSerializer(analyticsSearchParams);
export type AnalyticsUrlState = inferParserType<typeof analyticsSearchParams>;

export interface ResolvedRange {
  tz: string;
  firstDay: string;
  lastDay: string;
  from: number;
  to: number;
  problem?: string;
}

const YMD = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (s: string | null): s is string =>
  !!s && YMD.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;

export function resolveRange(s: AnalyticsUrlState, now: number): ResolvedRange {
  const problems: string[] = [];
  let tz = s.tz;
  if (!isTimeZone(tz)) {
    problems.push(`unknown time zone “${tz}”, showing UTC`);
    tz = "UTC";
  }
  const today = localSlot(tz, now).day;
  let firstDay = addDays(today, -29);
  let lastDay = today;
  if (s.range === "7d") firstDay = addDays(today, -6);
  if (s.range === "90d") firstDay = addDays(today, -89);
  if (s.range === "month") firstDay = `${today.slice(0, 8)}01`;
  if (s.range === "custom") {
    if (isDay(s.from) && isDay(s.to) && s.from <= s.to) {
      firstDay = s.from;
      lastDay = s.to;
    } else problems.push("the custom range needs two valid days, first ≤ last; showing 30 days");
  }
  let from = localMidnight(tz, firstDay);
  const to = localMidnight(tz, addDays(lastDay, 1));
  if (to - from > MAX_RANGE_SECONDS) {
    problems.push("ranges are limited to 400 days; showing the last 400");
    firstDay = addDays(lastDay, -399);
    from = localMidnight(tz, firstDay);
  }
  return { tz, firstDay, lastDay, from, to, ...(problems.length ? { problem: problems.join("; ") } : {}) };
}
