import { bucketOf, fineBin, GRAINS_ALL, type Grain } from "./buckets";
import type { StoredCall } from "./rows";

/** Every grain kept by cs_rollup and cs_dist; cs_top skips `h` (see buckets.ts `GRAINS_TOP`). */
export const GRAINS: readonly Grain[] = GRAINS_ALL;

export const ROLLUP_KEY = ["app_id", "grain", "bucket", "type", "mode", "status"] as const;
export const ROLLUP_SUMS = [
  "calls",
  "total_cm",
  "audio_cm",
  "video_cm",
  "duration_s",
  "participants",
  "recordings",
] as const;
export const DIST_KEY = ["app_id", "grain", "bucket", "kind", "value"] as const;
export const DIST_SUMS = ["calls"] as const;
/** In the order of cs_top's primary key since migration 0005: kind first, so users and groups are apart. */
export const TOP_KEY = ["app_id", "kind", "grain", "bucket", "key"] as const;
export const TOP_SUMS = ["minutes_cm", "calls"] as const;
export const TIMELINE_KEY = ["app_id", "bucket"] as const;
export const TIMELINE_SUMS = ["calls", "audio_cm", "video_cm"] as const;

type Value = string | number;

/** Key columns holding numbers (bucket starts, histogram values); every other key column is text. */
const NUMERIC_KEYS = new Set(["bucket", "value"]);

/** Pending additive changes of one rollup table, merged by key. */
export class Deltas {
  readonly rows = new Map<string, { key: Value[]; sums: number[] }>();
  /** SQL types of the key columns (the bulk path declares them to PostgreSQL). */
  readonly keyTypes: Record<string, "text" | "bigint">;
  constructor(
    readonly table: string,
    readonly keyCols: readonly string[],
    readonly sumCols: readonly string[],
  ) {
    this.keyTypes = Object.fromEntries(keyCols.map((c) => [c, NUMERIC_KEYS.has(c) ? "bigint" : "text"]));
  }

  add(key: Value[], sums: number[]) {
    const id = key.join("\u0000");
    const row = this.rows.get(id);
    if (!row) {
      this.rows.set(id, { key, sums: [...sums] });
      return;
    }
    for (let i = 0; i < sums.length; i++) row.sums[i] = (row.sums[i] as number) + (sums[i] as number);
  }
}

/** One set of pending changes for every rollup table. */
export function newDeltas() {
  return {
    rollup: new Deltas("cs_rollup", ROLLUP_KEY, ROLLUP_SUMS),
    dist: new Deltas("cs_dist", DIST_KEY, DIST_SUMS),
    top: new Deltas("cs_top", TOP_KEY, TOP_SUMS),
    timeline: new Deltas("cs_timeline", TIMELINE_KEY, TIMELINE_SUMS),
    timelineHour: new Deltas("cs_timeline_h", TIMELINE_KEY, TIMELINE_SUMS),
  };
}
export type AllDeltas = ReturnType<typeof newDeltas>;

/**
 * Adds a call's contribution to every rollup, times `sign` (+1 to add, -1 to take an old version
 * back out). The durations of the histogram and the average are those of ended calls only: the
 * others have none yet (ongoing) or never will (unanswered, rejected).
 */
export function contribute(d: AllDeltas, { call: c, users }: StoredCall, sign: 1 | -1) {
  const ended = c.status === "ended";
  for (const grain of GRAINS) {
    const b = bucketOf(grain, c.initiated_at);
    d.rollup.add(
      [c.app_id, grain, b, c.type, c.mode, c.status],
      [
        sign,
        sign * c.total_cm,
        sign * c.audio_cm,
        sign * c.video_cm,
        ended ? sign * c.duration_s : 0,
        sign * c.participants,
        sign * c.has_recording,
      ],
    );
    d.dist.add([c.app_id, grain, b, "p", c.participants], [sign]);
    if (ended) d.dist.add([c.app_id, grain, b, "d", fineBin(c.duration_s)], [sign]);
    if (grain === "h") continue;
    for (const u of users) d.top.add([c.app_id, "u", grain, b, u.uid], [sign * u.minutes_cm, sign]);
    if (c.receiver_type === "group")
      d.top.add([c.app_id, "g", grain, b, c.receiver], [sign * c.total_cm, sign]);
  }
  d.timeline.add([c.app_id, bucketOf("q", c.initiated_at)], [sign, sign * c.audio_cm, sign * c.video_cm]);
  d.timelineHour.add(
    [c.app_id, c.initiated_at - (((c.initiated_at % 3600) + 3600) % 3600)],
    [sign, sign * c.audio_cm, sign * c.video_cm],
  );
}
