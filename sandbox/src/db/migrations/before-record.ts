import Database from "better-sqlite3";
import type { Db } from "../types";
import { INITIAL_SCHEMA } from "./0001-initial";

/*
 * Before migrations were recorded, the store was made with CREATE … IF NOT EXISTS at every start, and columns added
 * later were appended by ALTER TABLE. Migrations 0002–0010 bring such a store to the tables, indexes and triggers
 * migration 0001 makes, so that it matches a store made new. On a store made new they find nothing to do.
 */

interface SchemaObject {
  type: "table" | "index" | "trigger";
  name: string;
  tbl_name: string;
  sql: string;
}

let initialObjects: SchemaObject[] | undefined;

/** What migration 0001 makes, in the order it makes it: read from a scratch store it ran on, not parsed. */
function initial(): SchemaObject[] {
  if (!initialObjects) {
    const scratch = new Database(":memory:");
    scratch.exec(INITIAL_SCHEMA);
    initialObjects = scratch
      .prepare("SELECT type, name, tbl_name, sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY rowid")
      .all() as SchemaObject[];
    scratch.close();
  }
  return initialObjects;
}

const storedSql = (db: Db, type: string, name: string) =>
  db.prepare("SELECT sql FROM sqlite_master WHERE type = ? AND name = ?").pluck().get(type, name) as
    | string
    | undefined;

const columnsOf = (db: Db, table: string) =>
  (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name);

/**
 * Makes a table as 0001 defines it when its stored definition differs (an appended column, a dropped one), keeping
 * its rows: renamed aside, made anew, copied, dropped (sqlite.org/lang_altertable.html#otheralter). The migration
 * runner turns foreign keys off around migrations, so dropping the old copy cascades nothing.
 */
export function rebuildTable(db: Db, table: string) {
  const target = initial().find((o) => o.type === "table" && o.name === table);
  if (!target) throw new Error(`Migration 0001 makes no table ${table}.`);
  const stored = storedSql(db, "table", table);
  if (stored === undefined || stored === target.sql) return;
  const aside = `${table}__before_migration`;
  const sequence = db.prepare("SELECT seq FROM sqlite_sequence WHERE name = ?").pluck();
  const seq = hasSequence(db) ? (sequence.get(table) as number | undefined) : undefined;
  const kept = columnsOf(db, table);
  // Legacy renaming leaves the references of other tables (foreign keys, triggers) naming `table`, the new one.
  db.pragma("legacy_alter_table = ON");
  try {
    db.exec(`ALTER TABLE ${table} RENAME TO ${aside}`);
  } finally {
    db.pragma("legacy_alter_table = OFF");
  }
  db.exec(target.sql);
  const shared = columnsOf(db, table)
    .filter((c) => kept.includes(c))
    .join(", ");
  db.exec(`INSERT INTO ${table} (${shared}) SELECT ${shared} FROM ${aside}`);
  // Its indexes and triggers go with it; the table's own are made after the copy, so no count is kept twice.
  db.exec(`DROP TABLE ${aside}`);
  // An AUTOINCREMENT table's sequence went with the old copy: ids of deleted rows must not come back.
  if (seq !== undefined) {
    db.prepare(
      "INSERT INTO sqlite_sequence (name, seq) SELECT ?, 0 WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = ?)",
    ).run(table, table);
    db.prepare("UPDATE sqlite_sequence SET seq = max(seq, ?) WHERE name = ?").run(seq, table);
  }
  for (const o of initial()) if (o.type !== "table" && o.tbl_name === table) db.exec(o.sql);
}

const hasSequence = (db: Db) => storedSql(db, "table", "sqlite_sequence") !== undefined;

/** Every table, index and trigger of 0001 the store lacks or holds in another shape is made as 0001 makes it. */
export function conformToInitial(db: Db) {
  for (const o of initial()) {
    const stored = storedSql(db, o.type, o.name);
    if (stored === o.sql) continue;
    if (o.type === "table") {
      if (stored === undefined) db.exec(o.sql);
      else rebuildTable(db, o.name);
    } else {
      if (stored !== undefined) db.exec(`DROP ${o.type.toUpperCase()} ${o.name}`);
      db.exec(o.sql);
    }
  }
}

/** Rebuilds a count table from the rows it counts (its triggers keep it from then on). */
export function recount(db: Db, table: string, select: string) {
  db.exec(`DELETE FROM ${table}`);
  db.exec(`INSERT INTO ${table} ${select}`);
}
