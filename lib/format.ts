import { formatDistanceStrict } from "date-fns";

/** UTC on the server and in the browser alike, so the first render hydrates without a mismatch. */
const dateTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  year: "numeric",
  month: "short",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hour12: false,
});
const day = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  year: "numeric",
  month: "short",
  day: "2-digit",
});
const minutes = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** The one date-time format, "24 Nov 2026, 14:02:30" in UTC; "—" for none. */
export const formatSeconds = (s: number | undefined | null) => (s ? dateTime.format(s * 1000) : "—");

/** The date-time format with " UTC" after it, for a sentence whose page does not say times are UTC. */
export const formatSecondsUtc = (s: number | undefined | null) => (s ? `${formatSeconds(s)} UTC` : "—");

/** The date-time format of a time in milliseconds (to the second). */
export const formatMillis = (ms: number | undefined | null) => formatSeconds(ms ? Math.floor(ms / 1000) : ms);

/** The one date format, "24 Nov 2026" in UTC. */
export const formatDay = (s: number) => day.format(s * 1000);

const clock = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hour12: false,
});

/** The time of day of the date-time format, "14:02:30" in UTC, where the day is written above it. */
export const formatClock = (s: number) => clock.format(s * 1000);

/** How long ago, in words ("3 hours ago"), for times judged by their distance (a session's last use). */
export const formatAgo = (s: number, nowMs = Date.now()) =>
  formatDistanceStrict(s * 1000, nowMs, { addSuffix: true });

/** The start of a yyyy-mm-dd calendar day, or undefined when it is none. */
function calendarDay(ymd: string): number | undefined {
  const s = dayStart(ymd);
  // Date.parse rolls 2026-02-31 over into March: such a day is not a day.
  return s !== undefined && new Date(s * 1000).toISOString().startsWith(ymd) ? s : undefined;
}

/** A yyyy-mm-dd calendar day in the date format; anything else as it is. */
export function formatCalendarDay(ymd: string): string {
  const s = calendarDay(ymd);
  return s === undefined ? ymd : formatDay(s);
}

const dayOfMonth = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", month: "short", day: "2-digit" });

/** A yyyy-mm-dd calendar day in the date format without its year ("28 Nov"), for a chart's axis; else as it is. */
export function formatShortDay(ymd: string): string {
  const s = calendarDay(ymd);
  return s === undefined ? ymd : dayOfMonth.format(s * 1000);
}

export const formatMinutes = (m: number) => minutes.format(m);

/** A thing by its name with its id beside it ("Ada Lovelace (ada)"); the id alone when there is no other name. */
export function formatNamed(name: string | undefined | null, id: string): string {
  const n = name?.trim();
  return n && n !== id ? `${n} (${id})` : id;
}

/** A whole count with thousands separated, "1,234". */
export const formatCount = (n: number) => minutes.format(Math.round(n));

export const dayStartSeconds = (d: Date) =>
  Math.floor(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) / 1000);

/** The first second of a yyyy-mm-dd day in UTC, or undefined for anything else. */
export function dayStart(day: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) ? undefined : ms / 1000;
}

export const dayEndSeconds = (d: Date) => dayStartSeconds(d) + 86_399;

export function secondsToPickerDay(s: number): Date {
  const d = new Date(s * 1000);
  return new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
}
