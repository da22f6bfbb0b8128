import { type Kysely, sql } from "kysely";
import type { Dialect } from "../db/migrations";

/** Integer sums kept by every rollup table (minutes in hundredths, so sums stay exact). */
const measures = ["calls", "total_cm", "audio_cm", "video_cm", "duration_s", "participants", "recordings"];

/** Creates the call store's tables; the rollups are keyed by app, grain and bucket start (UTC seconds). */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
export async function callStoreMigration(db: Kysely<any>, dialect: Dialect) {
  // In SQLite the rollups live in their primary-key B-tree (no rowid table), so a range of buckets is
  // one sequential read with no lookups; PostgreSQL keeps heaps.
  const clustered = dialect === "sqlite" ? sql`without rowid` : sql``;
  await db.schema
    .createTable("cs_calls")
    .addColumn("session_id", "text", (c) => c.primaryKey())
    .addColumn("app_id", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("mode", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("initiator", "text", (c) => c.notNull())
    .addColumn("receiver", "text", (c) => c.notNull())
    .addColumn("receiver_type", "text", (c) => c.notNull())
    .addColumn("initiated_at", "bigint", (c) => c.notNull())
    .addColumn("started_at", "bigint", (c) => c.notNull())
    .addColumn("ended_at", "bigint", (c) => c.notNull())
    .addColumn("duration_s", "bigint", (c) => c.notNull())
    .addColumn("total_cm", "bigint", (c) => c.notNull())
    .addColumn("audio_cm", "bigint", (c) => c.notNull())
    .addColumn("video_cm", "bigint", (c) => c.notNull())
    .addColumn("participants", "integer", (c) => c.notNull())
    .addColumn("has_recording", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("cs_calls_app_time")
    .on("cs_calls")
    .columns(["app_id", "initiated_at"])
    .execute();
  // Exact percentiles: the k-th duration inside one histogram bin is an index range scan.
  await db.schema
    .createIndex("cs_calls_app_duration")
    .on("cs_calls")
    .columns(["app_id", "status", "duration_s", "initiated_at"])
    .execute();

  await db.schema
    .createTable("cs_call_users")
    .addColumn("session_id", "text", (c) => c.notNull())
    .addColumn("uid", "text", (c) => c.notNull())
    .addColumn("app_id", "text", (c) => c.notNull())
    .addColumn("initiated_at", "bigint", (c) => c.notNull())
    .addColumn("minutes_cm", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("cs_call_users_pk", ["session_id", "uid"])
    .modifyEnd(clustered)
    .execute();
  await db.schema
    .createIndex("cs_call_users_app_time")
    .on("cs_call_users")
    .columns(["app_id", "initiated_at"])
    .execute();

  let rollup = db.schema
    .createTable("cs_rollup")
    .addColumn("app_id", "text", (c) => c.notNull())
    .addColumn("grain", "text", (c) => c.notNull())
    .addColumn("bucket", "bigint", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("mode", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull());
  for (const m of measures) rollup = rollup.addColumn(m, "bigint", (c) => c.notNull());
  await rollup
    .addPrimaryKeyConstraint("cs_rollup_pk", ["app_id", "grain", "bucket", "type", "mode", "status"])
    .modifyEnd(clustered)
    .execute();

  await db.schema
    .createTable("cs_dist")
    .addColumn("app_id", "text", (c) => c.notNull())
    .addColumn("grain", "text", (c) => c.notNull())
    .addColumn("bucket", "bigint", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("value", "bigint", (c) => c.notNull())
    .addColumn("calls", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("cs_dist_pk", ["app_id", "grain", "bucket", "kind", "value"])
    .modifyEnd(clustered)
    .execute();

  await db.schema
    .createTable("cs_top")
    .addColumn("app_id", "text", (c) => c.notNull())
    .addColumn("grain", "text", (c) => c.notNull())
    .addColumn("bucket", "bigint", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("minutes_cm", "bigint", (c) => c.notNull())
    .addColumn("calls", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("cs_top_pk", ["app_id", "grain", "bucket", "kind", "key"])
    .modifyEnd(clustered)
    .execute();

  await db.schema
    .createTable("cs_timeline")
    .addColumn("app_id", "text", (c) => c.notNull())
    .addColumn("bucket", "bigint", (c) => c.notNull())
    .addColumn("calls", "bigint", (c) => c.notNull())
    .addColumn("audio_cm", "bigint", (c) => c.notNull())
    .addColumn("video_cm", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("cs_timeline_pk", ["app_id", "bucket"])
    .modifyEnd(clustered)
    .execute();

  await db.schema
    .createTable("cs_sync")
    .addColumn("app_id", "text", (c) => c.primaryKey())
    .addColumn("phase", "text", (c) => c.notNull())
    .addColumn("next_page", "integer", (c) => c.notNull())
    .addColumn("total_pages", "integer")
    .addColumn("total_calls", "integer")
    .addColumn("high_water", "bigint")
    .addColumn("stored_calls", "integer", (c) => c.notNull())
    .addColumn("started_at", "bigint")
    .addColumn("finished_at", "bigint")
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .addColumn("error", "text")
    .execute();
}
