const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone: tz,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(tz, f);
  }
  return f;
}

export function isTimeZone(tz: string): boolean {
  try {
    formatter(tz);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at instant `t`, in seconds (east positive). */
export function offsetAt(tz: string, t: number): number {
  const p: Record<string, number> = {};
  for (const part of formatter(tz).formatToParts(new Date(t * 1000))) {
    if (part.type !== "literal") p[part.type] = Number(part.value);
  }
  const local = Date.UTC(
    p.year ?? 0,
    (p.month ?? 1) - 1,
    p.day ?? 1,
    p.hour ?? 0,
    p.minute ?? 0,
    p.second ?? 0,
  );
  return local / 1000 - t;
}

export interface LocalSlot {
  day: string;
  dow: number;
  hour: number;
}

export function slotWithOffset(t: number, offset: number): LocalSlot {
  const d = new Date((t + offset) * 1000);
  return {
    day: d.toISOString().slice(0, 10),
    dow: (d.getUTCDay() + 6) % 7,
    hour: d.getUTCHours(),
  };
}

export const localSlot = (tz: string, t: number): LocalSlot => slotWithOffset(t, offsetAt(tz, t));

/** Zones change offset at most once a UTC day, so a day's offset is looked up once unless it changes. */
export function localizer(tz: string): (t: number) => LocalSlot {
  const days = new Map<number, number | null>();
  return (t) => {
    const day = t - (((t % 86_400) + 86_400) % 86_400);
    let off = days.get(day);
    if (off === undefined) {
      const a = offsetAt(tz, day);
      off = a === offsetAt(tz, day + 86_399) ? a : null;
      days.set(day, off);
    }
    return slotWithOffset(t, off ?? offsetAt(tz, t));
  };
}

export function localMidnight(tz: string, ymd: string): number {
  const [y = 1970, m = 1, d = 1] = ymd.split("-").map(Number);
  const wall = Date.UTC(y, m - 1, d) / 1000;
  let t = wall - offsetAt(tz, wall);
  t = wall - offsetAt(tz, t);
  // In a gap (midnight skipped by DST) the day starts at the first instant after it.
  return localSlot(tz, t).day === ymd ? t : t + 3600 - (t % 3600);
}

export function addDays(ymd: string, n: number): string {
  const [y = 1970, m = 1, d = 1] = ymd.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

export function daysBetween(tz: string, from: number, to: number): string[] {
  const first = localSlot(tz, from).day;
  const last = localSlot(tz, to - 1).day;
  const out: string[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) out.push(d);
  return out;
}

export interface OffsetRun {
  lo: number;
  hi: number;
  offset: number;
}

const dayOffsets = new Map<string, number | null>();

function dayOffset(tz: string, day: number): number | null {
  const id = `${tz}|${day}`;
  let off = dayOffsets.get(id);
  if (off === undefined) {
    const a = offsetAt(tz, day);
    off = a === offsetAt(tz, day + 86_399) ? a : null;
    if (dayOffsets.size > 200_000) dayOffsets.clear();
    dayOffsets.set(id, off);
  }
  return off;
}

/** Same rule as `localizer`, so SQL can group by the local hour `(bucket + offset) / 3600`. */
export function offsetRuns(tz: string, from: number, to: number): OffsetRun[] {
  const runs: OffsetRun[] = [];
  const push = (lo: number, hi: number, offset: number) => {
    const last = runs.at(-1);
    if (last && last.offset === offset && last.hi === lo) last.hi = hi;
    else runs.push({ lo, hi, offset });
  };
  for (let day = from - (((from % 86_400) + 86_400) % 86_400); day < to; day += 86_400) {
    const lo = Math.max(from, day);
    const hi = Math.min(to, day + 86_400);
    const off = dayOffset(tz, day);
    if (off !== null) push(lo, hi, off);
    else for (let t = lo; t < hi; t += 900) push(t, t + 900, offsetAt(tz, t));
  }
  return runs;
}

const dayNames = new Map<number, string>();

export function hourSlot(localHour: number): LocalSlot {
  const dayNo = Math.floor(localHour / 24);
  let day = dayNames.get(dayNo);
  if (day === undefined) {
    day = new Date(dayNo * 86_400_000).toISOString().slice(0, 10);
    if (dayNames.size > 100_000) dayNames.clear();
    dayNames.set(dayNo, day);
  }
  return {
    day,
    // 1970-01-01 was a Thursday (3 when Monday is 0).
    dow: (((dayNo + 3) % 7) + 7) % 7,
    hour: localHour - dayNo * 24,
  };
}
