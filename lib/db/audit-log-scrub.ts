import type { Kysely } from "kysely";
import { auditTarget, storedAuditInput } from "../audit-input";

const BATCH = 500;
/** How entries were once named after an `apiKey` input: its first four characters and an ellipsis. */
const KEY_HEAD = /^[^…]{1,4}…$/u;

function parsed(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

// PostgreSQL runs a migration in a transaction already; SQLite does not, and would sync the file once per row.
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
function inTransaction(db: Kysely<any>, work: (trx: Kysely<any>) => Promise<void>) {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/**
 * Rewrites the input of every stored entry to what its action keeps today (lib/audit-fields.ts): entries
 * written under a deny-list of names kept current passwords, codes and tokens. An unknown action keeps none.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
export async function scrubAuditLog(db: Kysely<any>) {
  let after: number | string = 0;
  for (;;) {
    const rows: { id: number | string; action: string; target: string | null; input: string | null }[] =
      await db
        .selectFrom("audit_log")
        .select(["id", "action", "target", "input"])
        .where("id", ">", after)
        .orderBy("id")
        .limit(BATCH)
        .execute();
    await inTransaction(db, async (trx) => {
      for (const r of rows) {
        const old = parsed(r.input);
        const input = storedAuditInput(r.action, old);
        const target =
          r.target !== null && KEY_HEAD.test(r.target) ? (auditTarget(r.action, old) ?? null) : r.target;
        if (input !== r.input || target !== r.target) {
          await trx.updateTable("audit_log").set({ input, target }).where("id", "=", r.id).execute();
        }
      }
    });
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = last.id;
  }
}
