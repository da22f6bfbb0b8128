import { getDb, nowSeconds } from "./db";

const SECRET_KEYS = /pass(word)?|secret|apikey|api_key|mgmt_?key|token|^key$|providerApiKey/i;

/** Copies an action's input with every secret-looking field replaced, for the audit log. */
export function redact(input: unknown): unknown {
  if (Array.isArray(input)) return input.map(redact);
  if (input && typeof input === "object") {
    return Object.fromEntries(
      Object.entries(input).map(([k, v]) => [k, SECRET_KEYS.test(k) ? (v ? "[redacted]" : v) : redact(v)]),
    );
  }
  return input;
}

export interface AuditEntry {
  actorEmail: string;
  actorRole: string;
  appId?: string;
  action: string;
  target?: string;
  input?: unknown;
  outcome: "ok" | "error";
  errorCode?: string;
}

/** Appends one entry to the audit log (never updated or deleted). */
export async function appendAudit(e: AuditEntry) {
  const db = await getDb();
  await db
    .insertInto("audit_log")
    .values({
      at: nowSeconds(),
      actor_email: e.actorEmail,
      actor_role: e.actorRole,
      app_id: e.appId ?? null,
      action: e.action,
      target: e.target ?? null,
      input: e.input === undefined ? null : JSON.stringify(redact(e.input)),
      outcome: e.outcome,
      error_code: e.errorCode ?? null,
    })
    .execute();
}
