import { type Expression, type ExpressionBuilder, type Selectable, type SqlBool, sql } from "kysely";
import type { AuditFilter, AuditQuery, AuditRow } from "./audit-filter";
import type { Db } from "./db";
import type { AuditLogTable, Database } from "./db/types";

type Eb = ExpressionBuilder<Database, "audit_log">;

const likeContains = (s: string) => `%${s.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;

function conditions(eb: Eb, f: AuditFilter): Expression<SqlBool>[] {
  const out: Expression<SqlBool>[] = [];
  // lower() on both sides: PostgreSQL's LIKE is case-sensitive, SQLite's only for ASCII.
  if (f.actor)
    out.push(sql<SqlBool>`lower(${eb.ref("actor_email")}) like ${likeContains(f.actor)} escape '!'`);
  if (f.action) out.push(eb("action", "=", f.action));
  if (f.appId) out.push(eb("app_id", "=", f.appId));
  if (f.outcome) out.push(eb("outcome", "=", f.outcome));
  if (f.from !== undefined) out.push(eb("at", ">=", f.from));
  if (f.to !== undefined) out.push(eb("at", "<=", f.to));
  return out;
}

/** Ids only grow, so id order is time order and pages are stable. */
function filtered(db: Db, f: AuditFilter) {
  return db.selectFrom("audit_log").where((eb) => eb.and(conditions(eb, f)));
}

/** An audit entry as the dashboard shows it: PostgreSQL answers bigints as strings, SQLite as numbers. */
export const toAuditRow = (
  r: Omit<Selectable<AuditLogTable>, "id" | "at"> & { id: number | string; at: number | string },
): AuditRow => ({
  id: Number(r.id),
  at: Number(r.at),
  actorEmail: r.actor_email,
  actorRole: r.actor_role,
  appId: r.app_id,
  action: r.action,
  target: r.target,
  input: r.input,
  outcome: r.outcome,
  errorCode: r.error_code,
});

export async function queryAudit(db: Db, q: AuditQuery): Promise<{ rows: AuditRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, q)
      .selectAll()
      .orderBy("id", "desc")
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage)
      .execute(),
    filtered(db, q)
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toAuditRow), total: Number(count.n) };
}

/** Read in batches by id so an export never holds the whole log. */
export async function* iterateAudit(db: Db, f: AuditFilter, batch = 500): AsyncGenerator<AuditRow> {
  let before: number | undefined;
  for (;;) {
    let q = filtered(db, f).selectAll().orderBy("id", "desc").limit(batch);
    if (before !== undefined) {
      const below = before;
      q = q.where("id", "<", below);
    }
    const rows = (await q.execute()).map(toAuditRow);
    yield* rows;
    if (rows.length < batch) return;
    before = rows[rows.length - 1]?.id;
  }
}

export async function auditFacets(db: Db): Promise<{ actions: string[]; appIds: string[] }> {
  const [actions, apps] = await Promise.all([
    db.selectFrom("audit_log").select("action").distinct().orderBy("action").limit(500).execute(),
    db
      .selectFrom("audit_log")
      .select("app_id")
      .distinct()
      .where("app_id", "is not", null)
      .orderBy("app_id")
      .limit(500)
      .execute(),
  ]);
  return {
    actions: actions.map((a) => a.action),
    appIds: apps.flatMap((a) => (a.app_id ? [a.app_id] : [])),
  };
}
