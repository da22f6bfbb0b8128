// UTC, so server and browser agree (no hydration mismatch).
const dateTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  year: "numeric",
  month: "short",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});

export const formatUtc = (s: number) => `${dateTime.format(s * 1000)} UTC`;
