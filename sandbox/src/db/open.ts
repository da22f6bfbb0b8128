import Database from "better-sqlite3";
import { SCHEMA } from "./schema";

export type Db = Database.Database;

/** Opens (and migrates) the sandbox database; `:memory:` for tests. */
export function openDb(file: string): Db {
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  // FULL: an answered write survives a power cut, not only a process crash.
  db.pragma("synchronous = FULL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  db.exec(SCHEMA);
  return db;
}
