import type { Kysely } from "kysely";

/** The app's messages without their text, and each app's sync position and lease. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
export async function chatStoreMigration(db: Kysely<any>) {
  await db.schema
    .createTable("ms_messages")
    .addColumn("app_id", "text", (c) => c.notNull())
    .addColumn("id", "bigint", (c) => c.notNull())
    .addColumn("sender", "text", (c) => c.notNull())
    .addColumn("receiver_type", "text", (c) => c.notNull())
    .addColumn("receiver", "text", (c) => c.notNull())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("sent_at", "bigint", (c) => c.notNull())
    .addColumn("parent_id", "bigint")
    .addColumn("edited_at", "bigint")
    .addColumn("deleted_at", "bigint")
    .addColumn("has_media", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("ms_messages_pk", ["app_id", "id"])
    .execute();
  // Every panel query reads a range of sent_at: the index holds all the columns they read, so a range is
  // one index scan without visits to the table (on SQLite a 7-day panel took 48 ms instead of 110 ms
  // among 300,000 messages).
  await db.schema
    .createIndex("ms_messages_app_time")
    .on("ms_messages")
    .columns(["app_id", "sent_at", "sender", "receiver_type", "receiver", "parent_id", "has_media"])
    .execute();
  await db.schema
    .createTable("ms_sync")
    .addColumn("app_id", "text", (c) => c.primaryKey())
    .addColumn("phase", "text", (c) => c.notNull())
    .addColumn("high_water", "bigint")
    .addColumn("low_water", "bigint")
    .addColumn("reached_at", "bigint")
    .addColumn("pages", "integer", (c) => c.notNull())
    .addColumn("stored_messages", "bigint", (c) => c.notNull())
    .addColumn("started_at", "bigint")
    .addColumn("finished_at", "bigint")
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .addColumn("error", "text")
    .addColumn("lease_owner", "text")
    .addColumn("lease_until", "bigint")
    .execute();
}

/**
 * Who each message mentions and its reaction counts per emoji, each a row of its own so SQL can count them by
 * user and by emoji; the message's sent time is copied beside them so a range is one index scan. A thread's
 * replies by parent, so a thread's first reply is one seek.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
export async function chatStoreMentionsReactionsMigration(db: Kysely<any>) {
  await db.schema
    .createTable("ms_mentions")
    .addColumn("app_id", "text", (c) => c.notNull())
    .addColumn("message_id", "bigint", (c) => c.notNull())
    .addColumn("uid", "text", (c) => c.notNull())
    .addColumn("sent_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("ms_mentions_pk", ["app_id", "message_id", "uid"])
    .execute();
  await db.schema
    .createIndex("ms_mentions_app_time")
    .on("ms_mentions")
    .columns(["app_id", "sent_at", "message_id", "uid"])
    .execute();
  await db.schema
    .createTable("ms_reactions")
    .addColumn("app_id", "text", (c) => c.notNull())
    .addColumn("message_id", "bigint", (c) => c.notNull())
    .addColumn("reaction", "text", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("sent_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("ms_reactions_pk", ["app_id", "message_id", "reaction"])
    .execute();
  await db.schema
    .createIndex("ms_reactions_app_time")
    .on("ms_reactions")
    .columns(["app_id", "sent_at", "message_id", "reaction", "count"])
    .execute();
  await db.schema
    .createIndex("ms_messages_parent_time")
    .on("ms_messages")
    .columns(["app_id", "parent_id", "sent_at"])
    .execute();
  // Messages copied before were stored without their mentions and reactions: each app's copy reads its history
  // again, newest first, as a first sync does (the figures stay on screen meanwhile, the read stores over them).
  await db
    .updateTable("ms_sync")
    .set({ phase: "backfill", high_water: null, low_water: null, reached_at: null, finished_at: null })
    .execute();
}
