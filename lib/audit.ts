import type { AuthError } from "./auth/session";
import { getDb, nowSeconds } from "./db";

// A name ending in "key" is a credential (apiVideoKey, virgilAppKey, fcmCredentials/private_key, p8Key).
const SECRET_KEYS = /pass(word)?|secret|token|key$|apikey|api_key|mgmt_?key|providerApiKey/i;
/** The audit keeps the shape of what was asked, not all of it: input is cut at this depth and length. */
const MAX_DEPTH = 8;
const MAX_TEXT = 1_000;

/** Hostile input may nest ten thousand deep. */
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
  outcome: "ok" | "error" | "refused";
  errorCode?: string;
}

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
