import { isServiceError } from "./api/errors";
import { type AuditEntry, appendAudit, appendRefusal } from "./audit";
import { type Admin, AuthError, requireAdmin } from "./auth/session";
import { activeConnection } from "./connections";
import type { Role } from "./db/types";
import { UserFacingError } from "./user-facing-error";

type Connected = NonNullable<Awaited<ReturnType<typeof activeConnection>>>;

/** A refusal of ours with its HTTP status: answered as is (4xx), never logged as a failure. */
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

/** The one error shape on the wire: `{ error: { code, message } }`. */
export const errorResponse = (status: number, code: string, message: string) =>
  Response.json({ error: { code, message } }, { status, headers: { "cache-control": "no-store" } });

/** Any thrown value as the answer the browser gets: service errors and our refusals keep their words. */
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
  /** The active app; present when the route asked for one (`connection: true`). */
  connection: Connected;
  /** What the audit entry records: fill `input` (redacted on write) and `target` before answering. */
  audit: Pick<AuditEntry, "input" | "target">;
}

export interface RouteOptions<P> {
  /** The least role allowed; a function of the path's params where it depends on them. */
  minRole: Role | ((params: P) => Role);
  /** Audit name (e.g. `exports.calls`): the request is written to the audit log, refused or not. */
  audit?: string;
  /** Refuses with 409 when no app is connected; otherwise `ctx.connection` is left unset. */
  connection?: boolean;
}

/**
 * The one wrapper of authenticated route handlers, as `lib/action.ts` is for server actions: resolves
 * the admin and the minimum role, maps errors to `{ error }` answers with their status (anything
 * unexpected is logged and becomes a generic 500), and writes the audit entry of audited operations
 * once the handler has answered (a streamed body is still running then).
 */
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
      // A route without dynamic segments is called without them.
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

/** Zod issues as one sentence naming each field, for a 400. */
export function issuesSentence(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  return issues.map((i) => `${i.path.map(String).join(".") || "input"}: ${i.message}`).join("; ");
}
