import Database from "better-sqlite3";
import { indexUnindexedLists } from "../core/moderation";
import { SCHEMA } from "./schema";
import type { Db } from "./types";

export function openDb(file: string): Db {
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  // FULL: an answered write survives a power cut, not only a process crash.
  db.pragma("synchronous = FULL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  addMissingColumns(db);
  const uncounted = COUNTS.filter((c) => !hasTrigger(db, `${c.table}_insert`));
  db.exec(SCHEMA);
  for (const c of uncounted) recount(db, c);
  // Replaced by calls_filter_v2, which also covers has_transcription.
  db.exec("DROP INDEX IF EXISTS calls_filter");
  // Replaced by conversations_recent, which also orders by the last message.
  db.exec("DROP INDEX IF EXISTS conversations_updated");
  indexUnindexedLists(db);
  return db;
}

/** Counts kept by triggers (schema.ts), and how to make them for a data file written before their triggers. */
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
    // Older files may hold the conversation of a group deleted without it (now a trigger deletes it).
    before: `DELETE FROM conversations WHERE conversation_type = 'group' AND NOT EXISTS (SELECT 1 FROM groups g
        WHERE g.app_id = conversations.app_id AND 'group_' || g.guid = conversations.conversation_id)`,
    select: "SELECT app_id, conversation_type, count(*) FROM conversations GROUP BY 1, 2",
  },
];

const hasTrigger = (db: Db, name: string) =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'trigger' AND name = ?").get(name) !== undefined;

/** The counts of a data file written before their triggers existed, in one transaction. */
function recount(db: Db, { table, before, select }: { table: string; before?: string; select: string }) {
  db.transaction(() => {
    if (before) db.exec(before);
    db.exec(`DELETE FROM ${table}`);
    db.exec(`INSERT INTO ${table} ${select}`);
  })();
}

// CREATE TABLE IF NOT EXISTS leaves the tables of older data files as they are.
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
