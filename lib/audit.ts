import { storedAuditInput } from "./audit-input";
import type { AuthError } from "./auth/session";
import { getDb, nowSeconds } from "./db";

export { redact } from "./audit-input";

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

/** The input is cut down to what the action's allow-list keeps: an action without one keeps none. */
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
      input: storedAuditInput(e.action, e.input),
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
