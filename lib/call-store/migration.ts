import { type Kysely, sql } from "kysely";
import type { Dialect } from "../db/migrations";

/** Minutes in hundredths, so sums stay exact. */
const measures = ["calls", "total_cm", "audio_cm", "video_cm", "duration_s", "participants", "recordings"];

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
export async function callStoreMigration(db: Kysely<any>, dialect: Dialect) {
  // SQLite keeps the rollups in their primary-key B-tree, so a bucket range is one sequential read.
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

/** 345600 s is 1970-01-05, the first Monday after the epoch. */
const weekOf = sql`bucket - (((bucket - 345600) % 604800) + 604800) % 604800`;

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
export async function callStoreWeeksMigration(db: Kysely<any>, dialect: Dialect) {
  const clustered = dialect === "sqlite" ? sql`without rowid` : sql``;
  await db.schema
    .createTable("cs_top_v2")
    .addColumn("app_id", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("grain", "text", (c) => c.notNull())
    .addColumn("bucket", "bigint", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("minutes_cm", "bigint", (c) => c.notNull())
    .addColumn("calls", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("cs_top_v2_pk", ["app_id", "kind", "grain", "bucket", "key"])
    .modifyEnd(clustered)
    .execute();
  await sql`insert into cs_top_v2 (app_id, kind, grain, bucket, key, minutes_cm, calls)
    select app_id, kind, grain, bucket, key, minutes_cm, calls from cs_top
    where minutes_cm <> 0 or calls <> 0
    order by app_id, kind, grain, bucket, key`.execute(db);
  await db.schema.dropTable("cs_top").execute();
  await db.schema.alterTable("cs_top_v2").renameTo("cs_top").execute();

  const sums = (cols: string[]) => sql.join(cols.map((c) => sql`sum(${sql.ref(c)})`));
  const refs = (cols: string[]) => sql.join(cols.map((c) => sql.ref(c)));
  const week = async (table: string, before: string[], after: string[], measured: string[]) => {
    const all = [...before, "grain", "bucket", ...after, ...measured];
    await sql`insert into ${sql.table(table)} (${refs(all)})
      select ${before.length ? sql`${refs(before)}, ` : sql``}'w', ${weekOf} as wk, ${refs(after)}, ${sums(measured)}
      from ${sql.table(table)} where grain = 'd'
      group by ${before.length ? sql`${refs(before)}, ` : sql``}wk, ${refs(after)}`.execute(db);
  };
  await week("cs_rollup", ["app_id"], ["type", "mode", "status"], measures);
  await week("cs_dist", ["app_id"], ["kind", "value"], ["calls"]);
  await week("cs_top", ["app_id", "kind"], ["key"], ["minutes_cm", "calls"]);

  await db.schema
    .createTable("cs_timeline_h")
    .addColumn("app_id", "text", (c) => c.notNull())
    .addColumn("bucket", "bigint", (c) => c.notNull())
    .addColumn("calls", "bigint", (c) => c.notNull())
    .addColumn("audio_cm", "bigint", (c) => c.notNull())
    .addColumn("video_cm", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("cs_timeline_h_pk", ["app_id", "bucket"])
    .modifyEnd(clustered)
    .execute();
  await sql`insert into cs_timeline_h (app_id, bucket, calls, audio_cm, video_cm)
    select app_id, bucket - (((bucket % 3600) + 3600) % 3600) as hr, sum(calls), sum(audio_cm), sum(video_cm)
    from cs_timeline group by app_id, hr`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
export async function callStoreHoursMigration(db: Kysely<any>) {
  const hour = sql`bucket - (((bucket % 3600) + 3600) % 3600)`;
  const sums = (cols: string[]) => sql.join(cols.map((c) => sql`sum(${sql.ref(c)})`));
  const refs = (cols: string[]) => sql.join(cols.map((c) => sql.ref(c)));
  const hours = async (table: string, keys: string[], measured: string[]) => {
    await sql`insert into ${sql.table(table)} (app_id, grain, bucket, ${refs(keys)}, ${refs(measured)})
      select app_id, 'h', ${hour} as hr, ${refs(keys)}, ${sums(measured)}
      from ${sql.table(table)} where grain = 'q'
      group by app_id, hr, ${refs(keys)}`.execute(db);
  };
  await hours("cs_rollup", ["type", "mode", "status"], measures);
  await hours("cs_dist", ["kind", "value"], ["calls"]);
}
