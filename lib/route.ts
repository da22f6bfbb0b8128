import { type AuditEntry, appendAudit, appendRefusal } from "./audit";
import type { AuditedAction } from "./audit-fields";
import { type Admin, AuthError, requireAdmin } from "./auth/session";
import type { Role } from "./db/types";
import { isServiceError } from "./server/api/errors";
import { activeConnection } from "./server/connections";
import { UserFacingError } from "./user-facing-error";

type Connected = NonNullable<Awaited<ReturnType<typeof activeConnection>>>;

/** Answered as is (4xx), never logged as a failure. */
export class RouteError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "RouteError";
  }
}

const NO_APP = "No app is connected yet. Add one under Apps, or set DASHBOARD_APP_ID.";

export const GENERIC_ERROR = "Something went wrong. Try again; if it keeps failing, check the server log.";

export const errorResponse = (status: number, code: string, message: string) =>
  Response.json({ error: { code, message } }, { status, headers: { "cache-control": "no-store" } });

export function errorToResponse(e: unknown, tag = "route"): Response {
  if (isServiceError(e)) {
    const status = e.status >= 400 && e.status < 600 ? e.status : 502;
    return errorResponse(status, e.code, `${e.message} (${e.code})`);
  }
  if (e instanceof AuthError) {
    return e.kind === "unauthenticated"
      ? errorResponse(401, "UNAUTHENTICATED", e.message)
      : errorResponse(403, "FORBIDDEN", e.message);
  }
  if (e instanceof RouteError) return errorResponse(e.status, e.code, e.message);
  if (e instanceof UserFacingError) return errorResponse(400, "INVALID", e.message);
  console.error(`[${tag}]`, e);
  return errorResponse(500, "ERR_INTERNAL", GENERIC_ERROR);
}

const codeOf = (r: Response, e?: unknown) =>
  isServiceError(e)
    ? e.code
    : e instanceof RouteError
      ? e.code
      : r.status >= 500
        ? "ERR_INTERNAL"
        : "INVALID";

export interface RouteContext<P> {
  req: Request;
  params: P;
  admin: Admin;
  connection: Connected;
  audit: Pick<AuditEntry, "input" | "target">;
}

export interface RouteOptions<P> {
  minRole: Role | ((params: P) => Role);
  /** Refused requests are audited too; AUDIT_FIELDS says what of `audit.input` the entry keeps. */
  audit?: AuditedAction;
  connection?: boolean;
}

/** The audit entry is written once the handler has answered (a streamed body is still running then). */
export function route<P = Record<string, never>>(
  opts: RouteOptions<P>,
  handler: (ctx: RouteContext<P>) => Promise<Response>,
) {
  return async (req: Request, segment?: { params: Promise<P> }): Promise<Response> => {
    let admin: Admin | undefined;
    let appId: string | undefined;
    const audit: RouteContext<P>["audit"] = {};
    let res: Response;
    let thrown: unknown;
    try {
      const params = ((await segment?.params) ?? {}) as P;
      const minRole = typeof opts.minRole === "function" ? opts.minRole(params) : opts.minRole;
      const [a, connection] = await Promise.all([requireAdmin(minRole), activeConnection()]);
      admin = a;
      appId = connection?.appId;
      if (opts.connection && !connection) throw new RouteError(409, "NO_APP", NO_APP);
      res = await handler({ req, params, admin, connection: connection as Connected, audit });
    } catch (e) {
      thrown = e;
      res = errorToResponse(e);
    }
    if (opts.audit && !admin && thrown instanceof AuthError) {
      try {
        await appendRefusal(thrown, { action: opts.audit, appId });
      } catch (e) {
        return errorToResponse(e);
      }
    }
    if (opts.audit && admin) {
      const ok = res.ok;
      const entry: AuditEntry = {
        actorEmail: admin.email,
        actorRole: admin.role,
        appId,
        action: opts.audit,
        target: audit.target,
        input: audit.input,
        outcome: ok ? "ok" : "error",
        errorCode: ok ? undefined : codeOf(res, thrown),
      };
      try {
        await appendAudit(entry);
      } catch (e) {
        // An audited operation that cannot be recorded does not go ahead.
        await res.body?.cancel().catch(() => undefined);
        return errorToResponse(e);
      }
    }
    return res;
  };
}

export function issuesSentence(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  return issues.map((i) => `${i.path.map(String).join(".") || "input"}: ${i.message}`).join("; ");
}
