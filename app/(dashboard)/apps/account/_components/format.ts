/** A day and time in UTC, the same on server and browser (no hydration mismatch). */
const dateTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  year: "numeric",
  month: "short",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});

/** `23 Dec 2026, 01:39 UTC` of Unix seconds. */
export const formatUtc = (s: number) => `${dateTime.format(s * 1000)} UTC`;
