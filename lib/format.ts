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

export const formatSeconds = (s: number | undefined | null) => (s ? dateTime.format(s * 1000) : "—");

export const formatDay = (s: number) => day.format(s * 1000);

export const formatMinutes = (m: number) => minutes.format(m);

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
