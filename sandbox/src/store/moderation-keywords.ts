import type { KeywordCategory } from "../../../lib/schemas/moderation";
import { termKeys } from "../../../lib/shared/moderation/evaluate";
import type { Db } from "../db/types";

export interface KeywordListRow {
  id: string;
  name: string;
  description: string | null;
  category: KeywordCategory;
  is_csv: number;
  terms: string;
  revision: number;
  is_default: number;
  created_at: number;
  updated_at: number;
}

export function keywordLists(db: Db, appId: string): KeywordListRow[] {
  return db
    .prepare("SELECT * FROM mod_keyword_lists WHERE app_id = ? ORDER BY created_at DESC, id")
    .all(appId) as KeywordListRow[];
}

export function findKeywordList(db: Db, appId: string, id: string): KeywordListRow | undefined {
  return db.prepare("SELECT * FROM mod_keyword_lists WHERE app_id = ? AND id = ?").get(appId, id) as
    | KeywordListRow
    | undefined;
}

/** Rewrites the key index of one list's terms (`mod_keyword_terms`); a pattern list is read whole instead. */
export function indexKeywordTerms(db: Db, appId: string, listId: string) {
  db.prepare("DELETE FROM mod_keyword_terms WHERE app_id = ? AND list_id = ?").run(appId, listId);
  const row = findKeywordList(db, appId, listId);
  if (!row || row.category === "pattern") return;
  const insert = db.prepare(
    "INSERT OR IGNORE INTO mod_keyword_terms (app_id, list_id, key, pos, term) VALUES (?, ?, ?, ?, ?)",
  );
  (JSON.parse(row.terms) as string[]).forEach((term, pos) => {
    for (const key of termKeys(term)) insert.run(appId, listId, key, pos, term);
  });
}

export interface KeywordListWrite {
  name: string;
  description: string | null;
  category: KeywordCategory;
  csv: boolean;
  terms: string[];
}

export function insertKeywordList(db: Db, appId: string, id: string, l: KeywordListWrite, now: number) {
  db.prepare(
    `INSERT INTO mod_keyword_lists (app_id, id, name, description, category, is_csv, terms, revision, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
  ).run(appId, id, l.name, l.description, l.category, l.csv ? 1 : 0, JSON.stringify(l.terms), now, now);
}

/** Replaces the list's fields and terms as its next revision. */
export function updateKeywordList(db: Db, appId: string, id: string, l: KeywordListWrite, now: number) {
  db.prepare(
    `UPDATE mod_keyword_lists SET name = ?, description = ?, category = ?, is_csv = ?, terms = ?, revision = revision + 1, updated_at = ?
      WHERE app_id = ? AND id = ?`,
  ).run(l.name, l.description, l.category, l.csv ? 1 : 0, JSON.stringify(l.terms), now, appId, id);
}

export const deleteKeywordList = (db: Db, appId: string, id: string) =>
  db.prepare("DELETE FROM mod_keyword_lists WHERE app_id = ? AND id = ?").run(appId, id);
