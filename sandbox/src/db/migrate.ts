import { MIGRATIONS } from "./migrations";
import type { Migration } from "./migrations/migration";
import type { Db } from "./types";

const RECORD = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  applied_at INTEGER NOT NULL
)`;

/** The versions the store has recorded as run (none for a new store, or one written before the record). */
function recorded(db: Db): Set<number> {
  const exists = db.prepare(
    "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'",
  );
  if (!exists.get()) return new Set();
  return new Set(db.prepare("SELECT version FROM schema_migrations").pluck().all() as number[]);
}

/**
 * Runs the migrations the store has not recorded, in order, each in its own transaction with its record; answers
 * the names of those it ran. A store that has recorded them all is only read.
 */
export function migrate(db: Db, migrations: readonly Migration[] = MIGRATIONS): string[] {
  const done = recorded(db);
  const pending = migrations.filter((m) => !done.has(m.version));
  if (!pending.length) return [];
  const ran: string[] = [];
  const foreignKeys = db.pragma("foreign_keys", { simple: true }) === 1;
  // A migration may make a table anew and drop the old copy; with foreign keys on, that drop would cascade.
  db.pragma("foreign_keys = OFF");
  try {
    for (const m of pending) {
      // IMMEDIATE: a second process opening the store waits here, then finds the migration recorded.
      const applied = db
        .transaction(() => {
          db.exec(RECORD);
          if (recorded(db).has(m.version)) return false;
          m.up(db);
          db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)").run(
            m.version,
            m.name,
            Math.floor(Date.now() / 1000),
          );
          return true;
        })
        .immediate();
      if (applied) ran.push(m.name);
    }
  } finally {
    if (foreignKeys) db.pragma("foreign_keys = ON");
  }
  return ran;
}
