import type { Sandbox } from "./harness";

/** The harness clock in whole seconds, as the service stamps rows. */
export const nowSec = (s: Sandbox) => Math.floor(s.deps.now() / 1000);

/** Inserts users straight into the store, so a module's tests do not depend on the users routes. */
export function addUsers(s: Sandbox, ...uids: string[]) {
  const insert = s.db.prepare(
    "INSERT INTO users (app_id, uid, name, status, created_at) VALUES (?, ?, ?, 'offline', ?)",
  );
  for (const uid of uids) insert.run(s.app.id, uid.toLowerCase(), `User ${uid}`, nowSec(s));
}

export function addGroup(
  s: Sandbox,
  guid: string,
  members: Record<string, "admin" | "moderator" | "participant"> = {},
  opts: { owner?: string; type?: string } = {},
) {
  const t = nowSec(s);
  s.db
    .prepare("INSERT INTO groups (app_id, guid, name, type, owner, created_at) VALUES (?, ?, ?, ?, ?, ?)")
    .run(s.app.id, guid, `Group ${guid}`, opts.type ?? "public", opts.owner ?? "app_system", t);
  const add = s.db.prepare(
    "INSERT INTO group_members (app_id, guid, uid, scope, joined_at) VALUES (?, ?, ?, ?, ?)",
  );
  for (const [uid, scope] of Object.entries(members)) add.run(s.app.id, guid, uid, scope, t);
}

export function addWebhook(s: Sandbox, id: string, triggers: string[], url = "http://127.0.0.1:9/hook") {
  const t = nowSec(s);
  s.db
    .prepare(
      "INSERT INTO webhooks (app_id, id, name, webhook_url, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)",
    )
    .run(s.app.id, id, id, url, t, t);
  const add = s.db.prepare("INSERT INTO webhook_triggers (app_id, webhook_id, trigger_id) VALUES (?, ?, ?)");
  for (const trigger of triggers) add.run(s.app.id, id, trigger);
}

export function outboxPayloads(s: Sandbox, trigger: string): Record<string, unknown>[] {
  const rows = s.db
    .prepare("SELECT payload FROM outbox WHERE app_id = ? AND trigger_id = ? ORDER BY id")
    .all(s.app.id, trigger) as { payload: string }[];
  return rows.map((r) => JSON.parse(r.payload));
}

/** The `meta.pagination` of a list whose `total` rows all fit on its first page of `perPage`. */
export const onePage = (total: number, perPage = 100) => ({
  total,
  count: total,
  per_page: perPage,
  current_page: 1,
  total_pages: 1,
});

/** The pagination the service answers for page `page` of `perPage` over `total` (at least one) rows. */
export const pageOf = (total: number, perPage: number, page: number) => ({
  total,
  count: Math.min(perPage, Math.max(0, total - (page - 1) * perPage)),
  per_page: perPage,
  current_page: page,
  total_pages: Math.ceil(total / perPage),
});
