import Database from "better-sqlite3";
import { INITIAL_SCHEMA } from "../src/db/migrations/0001-initial";
import { indexUnindexedLists } from "../src/db/migrations/0010-keyword-terms";
import type { Db } from "../src/db/types";

/** The schema as the code before migrations ran it at every start: each statement IF NOT EXISTS. */
const PROBED_SCHEMA = INITIAL_SCHEMA.replace(
  /^CREATE (UNIQUE INDEX|INDEX|TABLE|TRIGGER) /gm,
  "$&IF NOT EXISTS ",
);

/** The sqlite_master entries that make a store's schema, in a stable order. */
export const schemaOf = (db: Db) =>
  db.prepare("SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name").all();

/** A store as the code before migrations left it (no record of migrations, every start probed it). */
export const forgetMigrations = (db: Db) => db.exec("DROP TABLE schema_migrations");

/**
 * A store as written on 2026-11-23, before the changes the code before migrations probed for at every start: no
 * has_transcription (calls_filter instead of calls_filter_v2), no thread replies, no conversation resets or tags,
 * collaborators without id and name, tokens without client details, no counts and no keyword-term index,
 * conversations_updated, notification_logs with the post columns it had for a day, and no tenants table yet.
 */
export function createOldStore(file: string): Db {
  const db = new Database(file);
  // Tests need no durability: without a sync per statement, making a store takes milliseconds, not seconds.
  db.pragma("synchronous = OFF");
  db.exec(INITIAL_SCHEMA);
  db.exec(`
    DROP TRIGGER user_counts_insert; DROP TRIGGER user_counts_delete; DROP TRIGGER user_counts_update;
    DROP TRIGGER call_counts_insert; DROP TRIGGER call_counts_delete; DROP TRIGGER call_counts_update;
    DROP TRIGGER reaction_counts_insert; DROP TRIGGER reaction_counts_delete;
    DROP TRIGGER conversation_counts_insert; DROP TRIGGER conversation_counts_delete;
    DROP TRIGGER group_conversation_delete;
    DROP TABLE user_counts; DROP TABLE call_counts; DROP TABLE reaction_counts; DROP TABLE conversation_counts;
    DROP TABLE mod_keyword_terms; DROP TABLE tenants;
    DROP INDEX calls_filter_v2; ALTER TABLE calls DROP COLUMN has_transcription;
    CREATE INDEX calls_filter ON calls(app_id, initiated_at, session_id, status, type, mode,
      receiver_type, has_recording, total_participants, started_at, ended_at);
    DROP INDEX messages_thread; ALTER TABLE messages DROP COLUMN parent_id;
    ALTER TABLE conversation_state DROP COLUMN cleared_message_id; ALTER TABLE conversation_state DROP COLUMN tags;
    ALTER TABLE app_collaborators DROP COLUMN id; ALTER TABLE app_collaborators DROP COLUMN name;
    ALTER TABLE auth_tokens DROP COLUMN platform; ALTER TABLE auth_tokens DROP COLUMN user_agent;
    ALTER TABLE auth_tokens DROP COLUMN app_info;
    DROP INDEX conversations_recent; DROP INDEX conversations_type_recent;
    CREATE INDEX conversations_updated ON conversations(app_id, updated_at);
    ALTER TABLE notification_logs ADD COLUMN post_url TEXT;
    ALTER TABLE notification_logs ADD COLUMN post_attempts INTEGER NOT NULL DEFAULT 0;
  `);
  return db;
}

/** Opens a store as the code before migrations did (sandbox/src/db/open.ts until issue 29), probes and all. */
export function openAsBeforeMigrations(file: string): Db {
  const db = new Database(file);
  db.pragma("synchronous = OFF");
  db.pragma("foreign_keys = ON");
  addMissingColumns(db);
  const uncounted = COUNTS.filter((c) => !hasTrigger(db, `${c.table}_insert`));
  db.exec(PROBED_SCHEMA);
  for (const c of uncounted) {
    db.transaction(() => {
      if (c.before) db.exec(c.before);
      db.exec(`DELETE FROM ${c.table}`);
      db.exec(`INSERT INTO ${c.table} ${c.select}`);
    })();
  }
  db.exec("DROP INDEX IF EXISTS calls_filter");
  db.exec("DROP INDEX IF EXISTS conversations_updated");
  db.transaction(() => indexUnindexedLists(db))();
  return db;
}

const COUNTS = [
  {
    table: "call_counts",
    select: `SELECT app_id, status, type, mode, receiver_type, has_recording, has_transcription,
        total_participants, count(*) FROM calls GROUP BY 1, 2, 3, 4, 5, 6, 7, 8`,
  },
  {
    table: "user_counts",
    select: "SELECT app_id, deactivated_at > 0, status, role, count(*) FROM users GROUP BY 1, 2, 3, 4",
  },
  {
    table: "reaction_counts",
    select: "SELECT message_id, reaction, count(*), min(id) FROM reactions GROUP BY 1, 2",
  },
  {
    table: "conversation_counts",
    before: `DELETE FROM conversations WHERE conversation_type = 'group' AND NOT EXISTS (SELECT 1 FROM groups g
        WHERE g.app_id = conversations.app_id AND 'group_' || g.guid = conversations.conversation_id)`,
    select: "SELECT app_id, conversation_type, count(*) FROM conversations GROUP BY 1, 2",
  },
];

const hasTrigger = (db: Db, name: string) =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'trigger' AND name = ?").get(name) !== undefined;

function addMissingColumns(db: Db) {
  const columns = (table: string) =>
    new Set((db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name));
  const calls = columns("calls");
  if (calls.size > 0 && !calls.has("has_transcription")) {
    db.exec("ALTER TABLE calls ADD COLUMN has_transcription INTEGER NOT NULL DEFAULT 0");
  }
  const state = columns("conversation_state");
  if (state.size > 0 && !state.has("cleared_message_id")) {
    db.exec("ALTER TABLE conversation_state ADD COLUMN cleared_message_id INTEGER NOT NULL DEFAULT 0");
  }
  const team = columns("app_collaborators");
  if (team.size > 0 && !team.has("id")) {
    db.exec("ALTER TABLE app_collaborators ADD COLUMN id INTEGER NOT NULL DEFAULT 0");
    db.exec("ALTER TABLE app_collaborators ADD COLUMN name TEXT NOT NULL DEFAULT ''");
  }
  if (state.size > 0 && !state.has("tags")) db.exec("ALTER TABLE conversation_state ADD COLUMN tags TEXT");
  const tokens = columns("auth_tokens");
  if (tokens.size > 0 && !tokens.has("platform")) {
    for (const c of ["platform", "user_agent", "app_info"])
      db.exec(`ALTER TABLE auth_tokens ADD COLUMN ${c} TEXT`);
  }
  const messages = columns("messages");
  if (messages.size > 0 && !messages.has("parent_id"))
    db.exec("ALTER TABLE messages ADD COLUMN parent_id INTEGER");
}
