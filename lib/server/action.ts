import "server-only";
import { createSafeActionClient } from "next-safe-action";
import { z } from "zod";
import { appendAudit, appendRefusal } from "../audit";
import { AUDIT_FIELDS, type AuditedAction } from "../audit-fields";
import { auditTarget } from "../audit-input";
import { AuthError, requireAdmin } from "../auth/session";
import { getDb } from "../db";
import { twoFactorRequired } from "../settings";
import { UserFacingError } from "../user-facing-error";
import { isServiceError } from "./api/errors";
import { activeConnection } from "./connections";

export { UserFacingError };

const common = {
  minRole: z.enum(["viewer", "moderator", "admin", "owner"]),
  withoutTwoFactor: z.boolean().optional(),
};
const audited = Object.keys(AUDIT_FIELDS) as [AuditedAction, ...AuditedAction[]];
// A mutation is audited: its name must have an entry in AUDIT_FIELDS, which says what of its input is kept.
const metadataSchema = z.discriminatedUnion("mutation", [
  z.object({ ...common, name: z.enum(audited), mutation: z.literal(true) }),
  z.object({ ...common, name: z.string(), mutation: z.literal(false) }),
]);

const TWO_FACTOR_FIRST =
  "Set up two-factor sign-in first (Account → Password and two-factor sign-in): the owner requires it.";

async function actionAdmin(minRole: z.infer<typeof metadataSchema>["minRole"], withoutTwoFactor = false) {
  const admin = await requireAdmin(minRole);
  if (!admin.twoFactor && !withoutTwoFactor && (await twoFactorRequired(await getDb()))) {
    throw new AuthError("forbidden", TWO_FACTOR_FIRST, admin);
  }
  return admin;
}

function errorCode(e: unknown): string | undefined {
  if (isServiceError(e)) return e.code;
  if (e instanceof AuthError) return e.kind === "forbidden" ? "FORBIDDEN" : "UNAUTHENTICATED";
  return e instanceof UserFacingError ? "INVALID" : "ERR_INTERNAL";
}

/**
 * Where the error handler notes the code of what an action threw, for its audit entry: the library turns the
 * error into a result before the wrapper sees it. A class instance, so the library's merge of contexts keeps
 * this very object rather than a copy.
 */
class FailureNote {
  code?: string;
}

function handleServerError(e: Error, utils?: { ctx: object }): string {
  const note = (utils?.ctx as { failure?: unknown } | undefined)?.failure;
  if (note instanceof FailureNote) note.code = errorCode(e);
  if (isServiceError(e)) return `${e.message} (${e.code})`;
  if (e instanceof AuthError || e instanceof UserFacingError) return e.message;
  console.error("[action]", e);
  return "Something went wrong. Try again; if it keeps failing, check the server log.";
}

export const actionClient = createSafeActionClient({
  defineMetadataSchema: () => metadataSchema,
  handleServerError,
}).use(async ({ next, metadata, clientInput }) => {
  // Both read cached state (see currentAdmin and activeConnection); neither waits for the other.
  const [admin, connection] = await Promise.all([
    actionAdmin(metadata.minRole, metadata.withoutTwoFactor).catch(async (e: unknown) => {
      if (metadata.mutation && e instanceof AuthError) {
        await appendRefusal(e, {
          action: metadata.name,
          target: auditTarget(metadata.name, clientInput),
          input: clientInput,
        });
      }
      throw e;
    }),
    activeConnection(),
  ]);
  if (!metadata.mutation) return next({ ctx: { admin, connection } });
  const audit = (outcome: "ok" | "error", code?: string) =>
    appendAudit({
      actorEmail: admin.email,
      actorRole: admin.role,
      appId: connection?.appId,
      action: metadata.name,
      target: auditTarget(metadata.name, clientInput),
      input: clientInput,
      outcome,
      errorCode: code,
    });
  const failure = new FailureNote();
  try {
    const result = await next({ ctx: { admin, connection, failure } });
    if (result.success) await audit("ok");
    else await audit("error", result.validationErrors ? "INVALID_INPUT" : (failure.code ?? "ERR_INTERNAL"));
    return result;
  } catch (e) {
    await audit("error", errorCode(e));
    throw e;
  }
});

/** Such an action writes its own audit entry naming who it acted for. */
export const publicActionClient = createSafeActionClient({
  defineMetadataSchema: () => z.object({ name: z.string() }),
  handleServerError,
});

export function requireConnection<T>(c: T | undefined): T {
  if (!c) throw new UserFacingError("No app is connected yet. Add one under Apps, or set DASHBOARD_APP_ID.");
  return c;
}

/**
 * An action on the connected app: `ctx.connection` is the app's connection and `ctx.conn` reaches its service.
 * With no app connected it is refused with the sentence that says how to connect one (audited, as a mutation's
 * failure, like any other refusal).
 */
export const appActionClient = actionClient.use(async ({ next, ctx }) => {
  const connection = requireConnection(ctx.connection);
  return next({ ctx: { connection, conn: connection.conn } });
});
