import type { KpiKey } from "@/lib/call-store/panel-model";
import { formatCalendarDay } from "@/lib/format";
import type { ResolvedRange } from "./search-params";

export const KPI_LABELS: Record<KpiKey, string> = {
  calls: "Calls",
  callMinutes: "Call minutes",
  audioParticipantMinutes: "Participant minutes, audio",
  videoParticipantMinutes: "Participant minutes, video",
  averageDurationSeconds: "Average duration",
  participants: "Participants",
  unansweredRate: "Unanswered rate",
  rejectedRate: "Rejected rate",
  recordings: "Recordings",
};

export const MINUTES_EXPLAINED =
  "Call minutes: how long calls lasted, first join to last leave. Participant minutes: each participant's time in calls (per device), added up; a 10-minute call of three people is 10 call minutes and 30 participant minutes.";

export const DAYS_OF_WEEK = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;

export function formatDuration(seconds: number): string {
  const s = Math.round(seconds);
  if (s < 60) return `${s}s`;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const r = s % 60;
  return [h ? `${h}h` : "", m ? `${m}m` : "", r ? `${r}s` : ""].filter(Boolean).join(" ");
}

export const binLabel = (from: number, to: number | null) =>
  to === null
    ? `${formatDuration(from)}+`
    : `${from === 0 ? "0s" : formatDuration(from)}–${formatDuration(to)}`;

const integer = new Intl.NumberFormat("en-US");
const decimal = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });

export function formatKpi(key: KpiKey, v: number | null): string {
  if (v === null) return "—";
  if (key === "averageDurationSeconds") return formatDuration(v);
  if (key === "unansweredRate" || key === "rejectedRate") return percent.format(v);
  if (key.endsWith("Minutes")) return decimal.format(v);
  return integer.format(v);
}

export const formatPercent = (v: number) => percent.format(v);
export const formatNumber = (v: number) => decimal.format(v);

const span = (first: string, last: string) =>
  first === last ? formatCalendarDay(first) : `${formatCalendarDay(first)} – ${formatCalendarDay(last)}`;

type Compared = Pick<
  ResolvedRange,
  "comparison" | "firstDay" | "lastDay" | "previousFirstDay" | "previousLastDay"
>;

/** What the changes are against, by rule and dates: "the same days of last month, 01 Feb 2026 – 15 Feb 2026". */
export function comparedWith(r: Compared): string {
  const dates = span(r.previousFirstDay, r.previousLastDay);
  if (r.comparison === "last-month") return `the same days of last month, ${dates}`;
  const days = Math.round((Date.parse(r.lastDay) - Date.parse(r.firstDay)) / 86_400_000) + 1;
  return `${days === 1 ? "the day" : `the ${days} days`} before, ${dates}`;
}

/** The two periods side by side: "01 Mar 2026 – 15 Mar 2026 vs 01 Feb 2026 – 15 Feb 2026". */
export const periodsCompared = (r: Compared) =>
  `${span(r.firstDay, r.lastDay)} vs ${span(r.previousFirstDay, r.previousLastDay)}`;
