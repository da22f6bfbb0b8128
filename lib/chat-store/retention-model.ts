import { addDays, daysBetween, localMidnight } from "../call-store/tz";
import type { PanelQuery } from "./panel-model";

/** At most this many cohorts (the range's latest weeks), each followed for this many weeks. */
export const MAX_COHORTS = 12;
export const WEEKS_AFTER = 8;

export interface Cohort {
  /** The Monday the week starts on, in the panel's time zone. */
  week: string;
  /** Users whose first stored message was sent in this week. */
  users: number;
  /** Of them, how many sent a message in each of the next weeks; null for a week not begun by the range's end. */
  returned: (number | null)[];
}

export interface Retention {
  cohorts: Cohort[];
  /** The week under way at the range's end (its figures so far), or null when the range ends with a week. */
  openWeek: string | null;
}

const weekday = (ymd: string) => (new Date(`${ymd}T00:00:00Z`).getUTCDay() + 6) % 7;

/**
 * The cohorts' weeks are the local weeks (Monday first) that start within the range, the latest
 * `MAX_COHORTS`; `starts` holds when each of them and of the weeks after them begins, up to the range's end.
 */
export function retentionWeeks(q: PanelQuery) {
  const mondays = daysBetween(q.tz, q.from, q.to)
    .filter((d) => weekday(d) === 0 && localMidnight(q.tz, d) >= q.from)
    .slice(-MAX_COHORTS);
  const first = mondays[0];
  const weeks: string[] = [];
  if (first) {
    for (let i = 0; i < mondays.length + WEEKS_AFTER; i++) {
      const week = addDays(first, 7 * i);
      if (localMidnight(q.tz, week) >= q.to) break;
      weeks.push(week);
    }
  }
  const starts = weeks.map((w) => localMidnight(q.tz, w));
  const last = weeks.at(-1);
  const openWeek = last && localMidnight(q.tz, addDays(last, 7)) > q.to ? last : null;
  return { cohortWeeks: mondays, weeks, starts, openWeek };
}

/** Counts per (cohort week, week of a message), from SQL or plain JavaScript, made into the table. */
export function finishRetention(
  q: PanelQuery,
  counts: readonly { cohort: number; week: number; users: number }[],
): Retention {
  const { cohortWeeks, weeks, openWeek } = retentionWeeks(q);
  const at = new Map(counts.map((c) => [`${c.cohort}:${c.week}`, c.users]));
  const cohorts = cohortWeeks.map((week, i) => ({
    week,
    users: at.get(`${i}:${i}`) ?? 0,
    returned: Array.from({ length: WEEKS_AFTER }, (_, k) =>
      i + k + 1 < weeks.length ? (at.get(`${i}:${i + k + 1}`) ?? 0) : null,
    ),
  }));
  return { cohorts, openWeek };
}
