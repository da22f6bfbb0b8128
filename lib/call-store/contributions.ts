import { bucketOf, fineBin, GRAINS_ALL, type Grain } from "./buckets";
import type { StoredCall } from "./rows";

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
/** Kind first, so users and groups are apart. */
export const TOP_KEY = ["app_id", "kind", "grain", "bucket", "key"] as const;
export const TOP_SUMS = ["minutes_cm", "calls"] as const;
export const TIMELINE_KEY = ["app_id", "bucket"] as const;
export const TIMELINE_SUMS = ["calls", "audio_cm", "video_cm"] as const;

type Value = string | number;

const NUMERIC_KEYS = new Set(["bucket", "value"]);

export class Deltas {
  readonly rows = new Map<string, { key: Value[]; sums: number[] }>();
  /** The bulk path declares them to PostgreSQL. */
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

/** Only ended calls have a duration: ongoing ones have none yet, unanswered ones never will. */
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
