import { describe, expect, it, vi } from "vitest";
import {
  formatAgo,
  formatCalendarDay,
  formatClock,
  formatDay,
  formatMillis,
  formatNamed,
  formatSeconds,
  formatSecondsUtc,
  formatShortDay,
} from "./format";

// 2026-11-04 09:05:07 UTC: single-digit day and hour show whether they are padded.
const AT = Date.UTC(2026, 10, 4, 9, 5, 7) / 1000;

describe("the one date-time format", () => {
  it("gives day, month, year and the time to the second, in UTC", () => {
    expect(formatSeconds(AT)).toBe("04 Nov 2026, 09:05:07");
    expect(formatSecondsUtc(AT)).toBe("04 Nov 2026, 09:05:07 UTC");
  });

  it("gives the time of day alone as the date-time format writes it, for a list under a day's heading", () => {
    expect(formatClock(AT)).toBe("09:05:07");
    expect(formatSeconds(AT).endsWith(formatClock(AT))).toBe(true);
  });

  it("gives a time in milliseconds the same way, to the second", () => {
    expect(formatMillis(AT * 1000 + 999)).toBe(formatSeconds(AT));
  });

  it("shows a dash for no time", () => {
    for (const none of [undefined, null, 0]) {
      expect(formatSeconds(none)).toBe("—");
      expect(formatSecondsUtc(none)).toBe("—");
      expect(formatMillis(none)).toBe("—");
    }
  });

  it("does not depend on the process's time zone", () => {
    vi.stubEnv("TZ", "Pacific/Kiritimati");
    try {
      expect(formatSeconds(AT)).toBe("04 Nov 2026, 09:05:07");
      expect(formatDay(AT - (9 * 3600 + 5 * 60 + 8))).toBe("03 Nov 2026");
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe("the one date format", () => {
  it("gives the UTC day of a time", () => {
    expect(formatDay(AT)).toBe("04 Nov 2026");
  });

  it("gives a calendar day (yyyy-mm-dd) the same way, and leaves anything else as it is", () => {
    expect(formatCalendarDay("2026-11-04")).toBe("04 Nov 2026");
    expect(formatCalendarDay("2026-02-31")).toBe("2026-02-31");
    expect(formatCalendarDay("soon")).toBe("soon");
  });

  it("gives a chart's day without its year, in the same format", () => {
    expect(formatShortDay("2026-11-04")).toBe("04 Nov");
    expect(formatShortDay("2026-02-31")).toBe("2026-02-31");
  });
});

describe("formatAgo", () => {
  it("says how long ago, in words", () => {
    expect(formatAgo(AT, (AT + 3 * 3600) * 1000)).toBe("3 hours ago");
  });
});

describe("formatNamed", () => {
  it("gives the name with the id beside it, or the id alone when there is no other name", () => {
    expect(formatNamed("Ada Lovelace", "ada")).toBe("Ada Lovelace (ada)");
    expect(formatNamed("  ", "ada")).toBe("ada");
    expect(formatNamed(undefined, "ada")).toBe("ada");
    expect(formatNamed("ada", "ada")).toBe("ada");
  });
});
