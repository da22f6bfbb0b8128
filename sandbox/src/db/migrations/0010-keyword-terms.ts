import { indexKeywordTerms } from "../../store/moderation-keywords";
import type { Db } from "../types";
import type { Migration } from "./migration";

/**
 * Word lists written before their terms were indexed by key (mod_keyword_terms) are indexed. The index is built by
 * the store's own writer, so it holds the keys the send path looks up.
 */
export const keywordTerms: Migration = {
  version: 10,
  name: "keyword_terms",
  up: indexUnindexedLists,
};

export function indexUnindexedLists(db: Db) {
  const lists = db
    .prepare(
      `SELECT app_id, id FROM mod_keyword_lists l WHERE category <> 'pattern'
          AND NOT EXISTS (SELECT 1 FROM mod_keyword_terms t WHERE t.app_id = l.app_id AND t.list_id = l.id)`,
    )
    .all() as { app_id: string; id: string }[];
  for (const l of lists) indexKeywordTerms(db, l.app_id, l.id);
}
