import { termKeys } from "../../../lib/moderation/evaluate";
import type { KeywordCategory } from "../../../lib/schemas/moderation";
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
