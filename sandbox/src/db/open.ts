import Database from "better-sqlite3";
import { migrate } from "./migrate";
import type { Db } from "./types";

/** Opens the store at `file` (":memory:" for a scratch one) and runs the migrations it has not recorded. */
export function openDb(file: string): Db {
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  // FULL: an answered write survives a power cut, not only a process crash.
  db.pragma("synchronous = FULL");
  db.pragma("busy_timeout = 5000");
  migrate(db);
  db.pragma("foreign_keys = ON");
  return db;
}
