import type { Kysely } from "kysely";
import { AUDIT_FIELDS } from "../audit-fields";
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
  // Set-based first: entries of actions that keep no input lose it in one statement, and the account's own
  // operations lose their target too (they were once named by a session id); only the rest go row by row.
  const keepNothing = Object.entries(AUDIT_FIELDS)
    .filter(([, fields]) => fields.length === 0)
    .map(([action]) => action);
  await db
    .updateTable("audit_log")
    .set({ input: null })
    .where("input", "is not", null)
    .where((eb) =>
      eb.or([eb("action", "not in", Object.keys(AUDIT_FIELDS)), eb("action", "in", keepNothing)]),
    )
    .execute();
  await db
    .updateTable("audit_log")
    .set({ target: null })
    .where("action", "like", "account.%")
    .where("target", "is not", null)
    .execute();
  let after: number | string = 0;
  for (;;) {
    const rows: { id: number | string; action: string; target: string | null; input: string | null }[] =
      await db
        .selectFrom("audit_log")
        .select(["id", "action", "target", "input"])
        .where("id", ">", after)
        .where("input", "is not", null)
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
