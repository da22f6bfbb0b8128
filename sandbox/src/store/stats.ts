import type { Db } from "../db/types";

/** Call minutes of the calls started between two times (unix seconds, inclusive). */
export const callMinutes = (db: Db, appId: string, fromS: number, toS: number) =>
  db
    .prepare(
      `SELECT COALESCE(SUM(audio_minutes), 0) AS audio, COALESCE(SUM(video_minutes), 0) AS video,
         COALESCE(SUM(CASE WHEN has_recording = 1 THEN total_minutes ELSE 0 END), 0) AS recorded
       FROM calls WHERE app_id = ? AND initiated_at BETWEEN ? AND ?`,
    )
    .get(appId, fromS, toS) as { audio: number; video: number; recorded: number };

/** Active users last active between two times (unix seconds, inclusive). */
export const activeUsersBetween = (db: Db, appId: string, fromS: number, toS: number) =>
  (
    db
      .prepare(
        "SELECT COUNT(*) AS n FROM users WHERE app_id = ? AND deactivated_at = 0 AND last_active_at BETWEEN ? AND ?",
      )
      .get(appId, fromS, toS) as { n: number }
  ).n;

/** Active users connected now. */
export const onlineUsers = (db: Db, appId: string) =>
  (
    db
      .prepare(
        "SELECT COUNT(*) AS n FROM users WHERE app_id = ? AND deactivated_at = 0 AND status IN ('available', 'online')",
      )
      .get(appId) as { n: number }
  ).n;

const BUCKETED = {
  sent: { table: "messages", column: "sent_at" },
  read: { table: "conversation_state", column: "read_at" },
  delivered: { table: "conversation_state", column: "delivered_at" },
} as const;

/**
 * How many messages were sent, read or delivered in each of the equal buckets from `startMs` (bucket index to
 * count, empty buckets left out); the times are read in seconds from `startMs` to `endMs`.
 */
export function countsByBucket(
  db: Db,
  appId: string,
  what: keyof typeof BUCKETED,
  startMs: number,
  endMs: number,
  bucketMs: number,
) {
  const { table, column } = BUCKETED[what];
  const at = `CAST((${column} * 1000 - ${startMs}) / ${bucketMs} AS INTEGER)`;
  const rows = db
    .prepare(
      `SELECT ${at} AS b, COUNT(*) AS n FROM ${table} WHERE app_id = ? AND ${column} >= ? AND ${column} < ? GROUP BY b`,
    )
    .all(appId, startMs / 1000, endMs / 1000) as { b: number; n: number }[];
  return new Map(rows.map((r) => [r.b, r.n]));
}
