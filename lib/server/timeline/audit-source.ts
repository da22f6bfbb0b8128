import "server-only";
import type { Db } from "../../db";
import { entryKey } from "../../timeline/cursor";
import { scanSource, type TimelineSource } from "../../timeline/merge";
import { auditLine } from "../../timeline/summaries";

const BATCH = 200;

/** The key's id back to the audit entry's id ("audit:000…42" → 42), or undefined for another kind's key. */
const ownId = (key: string) => (key.startsWith("audit:") ? Number(key.slice("audit:".length)) : undefined);

/**
 * What admins did to this user through the dashboard: audit entries of the connected app whose target is the
 * user. Ids only grow, so id order is time order; each entry links to the audit log filtered to its action and
 * second.
 */
export function auditSource(db: Db, appId: string, uid: string): TimelineSource {
  return {
    kind: "audit",
    read: ({ before, limit }) =>
      scanSource({
        start: { below: before ? ownId(before.key) : undefined, atMost: before?.at },
        read: async (state: { below?: number; atMost?: number }) => {
          let q = db
            .selectFrom("audit_log")
            .selectAll()
            .where("app_id", "=", appId)
            .where("target", "=", uid)
            .orderBy("id", "desc")
            .limit(BATCH);
          if (state.below !== undefined) q = q.where("id", "<", state.below);
          else if (state.atMost !== undefined) q = q.where("at", "<=", state.atMost);
          const rows = (await q.execute()).map((r) => ({ ...r, id: Number(r.id), at: Number(r.at) }));
          const last = rows.at(-1);
          return { rows, next: rows.length === BATCH && last ? { below: last.id } : undefined };
        },
        position: (r) => ({ at: r.at, key: entryKey("audit", String(r.id)) }),
        entry: (r, p) => ({
          ...p,
          kind: "audit",
          parts: auditLine({
            action: r.action,
            actorEmail: r.actor_email,
            outcome: r.outcome,
            errorCode: r.error_code,
          }),
          href: `/audit-log?action=${encodeURIComponent(r.action)}&from=${r.at}&to=${r.at}`,
        }),
        before,
        limit,
        maxReads: 5,
      }),
  };
}
