import type { AuthError } from "./auth/session";
import { getDb, nowSeconds } from "./db";

const SECRET_KEYS = /pass(word)?|secret|apikey|api_key|mgmt_?key|token|^key$|providerApiKey/i;
/** The audit keeps the shape of what was asked, not all of it: input is cut at this depth and length. */
const MAX_DEPTH = 8;
const MAX_TEXT = 1_000;

/**
 * Copies an action's input for the audit log: every secret-looking field replaced, text past MAX_TEXT
 * characters and nesting past MAX_DEPTH levels cut (hostile input may nest ten thousand deep).
 */
export function redact(input: unknown, depth = 0): unknown {
  if (typeof input === "string" && input.length > MAX_TEXT) return `${input.slice(0, MAX_TEXT)}…[cut]`;
  if (input === null || typeof input !== "object") return input;
  if (depth >= MAX_DEPTH) return "[nested too deeply]";
  if (Array.isArray(input)) return input.slice(0, 100).map((v) => redact(v, depth + 1));
  return Object.fromEntries(
    Object.entries(input)
      .slice(0, 100)
      .map(([k, v]) => [k, SECRET_KEYS.test(k) ? (v ? "[redacted]" : v) : redact(v, depth + 1)]),
  );
}

export interface AuditEntry {
  actorEmail: string;
  actorRole: string;
  appId?: string;
  action: string;
  target?: string;
  input?: unknown;
  /** `refused`: the caller was signed out or below the action's role; nothing was attempted. */
  outcome: "ok" | "error" | "refused";
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

/** Records a mutation refused before it ran: who asked (or `anonymous`), what, and why. */
export function appendRefusal(
  e: AuthError,
  entry: Pick<AuditEntry, "action" | "appId" | "target" | "input">,
) {
  return appendAudit({
    ...entry,
    actorEmail: e.admin?.email ?? "anonymous",
    actorRole: e.admin?.role ?? "none",
    outcome: "refused",
    errorCode: e.kind === "forbidden" ? "FORBIDDEN" : "UNAUTHENTICATED",
  });
}
