import type { PanelQuery } from "@/lib/call-store/panel-model";
import { addDays, localMidnight } from "@/lib/call-store/tz";

/** 2026-01-05 .. 2026-05-04: crosses the US (8 Mar), EU (29 Mar) and Lord Howe (5 Apr) DST changes. */
export const DST_FROM = Date.UTC(2026, 0, 5) / 1000;
export const DST_TO = Date.UTC(2026, 4, 4) / 1000;

/** Zones with DST changes, and with half- and quarter-hour offsets. */
export const ZONES = [
  "UTC",
  "America/New_York",
  "Europe/Berlin",
  "Asia/Kolkata",
  "Asia/Kathmandu",
  "Australia/Lord_Howe",
];

/** Ranges of `appId` in `tz` (days from local midnights) across those changes, then `more` of them. */
export function dstRanges(appId: string, tz: string, more: Array<[string, number]> = []): PanelQuery[] {
  const at = (ymd: string) => localMidnight(tz, ymd);
  const pairs: Array<[string, number]> = [
    ["2026-03-01", 14], // US DST start inside
    ["2026-03-25", 7], // EU DST start inside
    ["2026-04-01", 7], // Lord Howe 30-minute change
    ["2026-02-01", 28], // a whole month
    ["2026-02-15", 90], // long: months, days and quarters
    ["2026-04-20", 30], // runs past the data's end
    ...more,
  ];
  return pairs.map(([d, n]) => ({ appId, from: at(d), to: at(addDays(d, n)), tz }));
}

/** `days` UTC days of `appId` from the midnight that starts `ymd`. */
export const utcRange = (appId: string, ymd: string, days: number): PanelQuery => ({
  appId,
  from: localMidnight("UTC", ymd),
  to: localMidnight("UTC", addDays(ymd, days)),
  tz: "UTC",
});
