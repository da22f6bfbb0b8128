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

export const ANALYTICS_VIEWS = ["calls", "messages"] as const;
export type AnalyticsView = (typeof ANALYTICS_VIEWS)[number];

export const analyticsSearchParams = {
  view: parseAsStringLiteral(ANALYTICS_VIEWS).withDefault("calls"),
  range: parseAsStringLiteral(RANGE_PRESETS).withDefault("30d"),
  from: parseAsString,
  to: parseAsString,
  tz: parseAsString.withDefault("UTC"),
};

export const loadAnalyticsSearchParams = createLoader(analyticsSearchParams);
export const serializeAnalyticsSearchParams = createSerializer(analyticsSearchParams);
export type AnalyticsUrlState = inferParserType<typeof analyticsSearchParams>;

/** How the previous period is chosen: the same days of last month, or as many days just before. */
export type Comparison = "last-month" | "days-before";

export interface ResolvedRange {
  tz: string;
  /** Today in `tz`: the last day a range can reach. */
  today: string;
  firstDay: string;
  lastDay: string;
  from: number;
  to: number;
  comparison: Comparison;
  previousFirstDay: string;
  previousLastDay: string;
  previousFrom: number;
  previousTo: number;
  problem?: string;
}

const YMD = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (s: string | null): s is string =>
  !!s && YMD.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;
const daysIn = (first: string, last: string) =>
  Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * This month so far is compared with the same days of last month (1–15 March with 1–15 February), or
 * with the whole of last month when it is shorter (1–31 March with 1–28 February); any other range with
 * as many days just before it.
 */
export function previousPeriod(firstDay: string, lastDay: string, comparison: Comparison) {
  if (comparison === "days-before") {
    return { first: addDays(firstDay, -daysIn(firstDay, lastDay)), last: addDays(firstDay, -1) };
  }
  const lastMonthEnd = addDays(firstDay, -1);
  const first = `${lastMonthEnd.slice(0, 8)}01`;
  const sameDay = `${lastMonthEnd.slice(0, 8)}${lastDay.slice(8)}`;
  return { first, last: sameDay < lastMonthEnd ? sameDay : lastMonthEnd };
}

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
  const comparison: Comparison = s.range === "month" ? "last-month" : "days-before";
  const previous = previousPeriod(firstDay, lastDay, comparison);
  return {
    tz,
    today,
    firstDay,
    lastDay,
    from,
    to,
    comparison,
    previousFirstDay: previous.first,
    previousLastDay: previous.last,
    previousFrom: localMidnight(tz, previous.first),
    previousTo: localMidnight(tz, addDays(previous.last, 1)),
    ...(problems.length ? { problem: problems.join("; ") } : {}),
  };
}
