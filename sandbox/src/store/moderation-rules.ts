import type { Db } from "../db/types";

/** Stores a rule's body as its next revision (the highest is the rule's current one). */
export function writeRuleRevision(
  db: Db,
  appId: string,
  id: string,
  body: unknown,
  createdAt: number,
  now: number,
  isDefault: boolean,
) {
  const { next } = db
    .prepare(
      "SELECT COALESCE(max(revision), 0) + 1 AS next FROM mod_rule_revisions WHERE app_id = ? AND rule_id = ?",
    )
    .get(appId, id) as { next: number };
  db.prepare(
    `INSERT INTO mod_rule_revisions (app_id, rule_id, revision, body, created_at, updated_at, is_default)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(appId, id, next, JSON.stringify(body), createdAt, now, isDefault ? 1 : 0);
}

/** Every revision of the rule is marked deleted; the rule is gone from the lists and the send path. */
export const deleteRule = (db: Db, appId: string, id: string) =>
  db.prepare("UPDATE mod_rule_revisions SET deleted = 1 WHERE app_id = ? AND rule_id = ?").run(appId, id);
