import type { Statement } from "better-sqlite3";
import type { Db } from "./types";

const statements = new WeakMap<Db, Map<string, Statement>>();

/**
 * The statement for `sql`, compiled once per connection: better-sqlite3 compiles on every `prepare`, which
 * on a path run for every message costs more than the query itself.
 */
export function prepared(db: Db, sql: string): Statement {
  let byText = statements.get(db);
  if (!byText) {
    byText = new Map();
    statements.set(db, byText);
  }
  let statement = byText.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    byText.set(sql, statement);
  }
  return statement;
}
