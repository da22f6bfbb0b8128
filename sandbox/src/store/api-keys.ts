import type { KeyRow } from "../core/apps";
import type { Db } from "../db/types";

export const countApiKeys = (db: Db, appId: string) =>
  (db.prepare("SELECT COUNT(*) AS n FROM api_keys WHERE app_id = ?").get(appId) as { n: number }).n;

/** One page of the app's keys in creation order, of one scope and matching `searchKey` in the name, if given. */
export function apiKeyPage(
  db: Db,
  appId: string,
  q: { scope?: string; searchKey?: string; page: number; perPage: number },
) {
  const where = ["app_id = ?"];
  const args: (string | number)[] = [appId];
  if (q.scope) {
    where.push("scope = ?");
    args.push(q.scope);
  }
  if (q.searchKey) {
    where.push("instr(lower(name), lower(?)) > 0");
    args.push(q.searchKey);
  }
  const sql = `FROM api_keys WHERE ${where.join(" AND ")}`;
  const { total } = db.prepare(`SELECT COUNT(*) AS total ${sql}`).get(...args) as { total: number };
  const rows = db
    .prepare(`SELECT * ${sql} ORDER BY seq LIMIT ? OFFSET ?`)
    .all(...args, q.perPage, (q.page - 1) * q.perPage) as KeyRow[];
  return { total, rows };
}

export const updateApiKey = (db: Db, appId: string, apiKey: string, k: { name: string; scope: string }) =>
  db
    .prepare("UPDATE api_keys SET name = ?, scope = ? WHERE app_id = ? AND api_key = ?")
    .run(k.name, k.scope, appId, apiKey);

export const deleteApiKey = (db: Db, appId: string, apiKey: string) =>
  db.prepare("DELETE FROM api_keys WHERE app_id = ? AND api_key = ?").run(appId, apiKey);
