import { createHash, randomBytes } from "node:crypto";
import { type Db, nowSeconds } from "../db";
import type { Role } from "../db/types";
import { env } from "../env";

const TOUCH_AFTER_SECONDS = 60;

export interface SessionAdmin {
  id: string;
  email: string;
  name: string;
  role: Role;
  sessionId: string;
  twoFactor: boolean;
}

export interface SessionRow {
  id: string;
  /** What a page names the session by: the id itself never leaves the server. */
  handle: string;
  createdAt: number;
  lastSeenAt: number;
  userAgent: string;
  ip: string;
}

export async function createSession(
  db: Db,
  s: { adminId: string; userAgent: string; ip: string },
): Promise<string> {
  const id = randomBytes(24).toString("base64url");
  const now = nowSeconds();
  await db
    .insertInto("sessions")
    .values({
      id,
      admin_id: s.adminId,
      created_at: now,
      last_seen_at: now,
      user_agent: s.userAgent.slice(0, 500),
      ip: s.ip.slice(0, 100),
      revoked_at: null,
    })
    .execute();
  return id;
}

/** Read from the store on every call, so a revocation takes effect at once on every instance. */
export async function sessionAdmin(
  db: Db,
  sessionId: string,
  adminId: string,
): Promise<SessionAdmin | undefined> {
  const now = nowSeconds();
  const row = await db
    .selectFrom("sessions")
    .innerJoin("admins", "admins.id", "sessions.admin_id")
    .select([
      "admins.id",
      "admins.email",
      "admins.name",
      "admins.role",
      "admins.totp_enabled_at",
      "sessions.last_seen_at",
    ])
    .where("sessions.id", "=", sessionId)
    .where("sessions.admin_id", "=", adminId)
    .where("sessions.revoked_at", "is", null)
    .where("sessions.created_at", ">", now - env().DASHBOARD_SESSION_HOURS * 3600)
    .where("admins.disabled_at", "is", null)
    .executeTakeFirst();
  if (!row) return undefined;
  if (now - Number(row.last_seen_at) > TOUCH_AFTER_SECONDS) {
    await db.updateTable("sessions").set({ last_seen_at: now }).where("id", "=", sessionId).execute();
  }
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    sessionId,
    twoFactor: Boolean(row.totp_enabled_at),
  };
}

export async function activeSessions(db: Db, adminId: string): Promise<SessionRow[]> {
  const rows = await db
    .selectFrom("sessions")
    .select(["id", "created_at", "last_seen_at", "user_agent", "ip"])
    .where("admin_id", "=", adminId)
    .where("revoked_at", "is", null)
    .where("created_at", ">", nowSeconds() - env().DASHBOARD_SESSION_HOURS * 3600)
    .orderBy("last_seen_at", "desc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    handle: sessionHandle(r.id),
    createdAt: Number(r.created_at),
    lastSeenAt: Number(r.last_seen_at),
    userAgent: r.user_agent,
    ip: r.ip,
  }));
}

/**
 * A session's name in pages and actions. The id is what the store checks a signed-in request by, so it stays
 * on the server; a handle cannot be turned back into it.
 */
export function sessionHandle(sessionId: string): string {
  return createHash("sha256").update(`session:${sessionId}`, "utf8").digest("base64url").slice(0, 22);
}

/** Ends one of the admin's own sessions, named by its handle; false when none of theirs has it. */
export async function revokeSessionByHandle(db: Db, adminId: string, handle: string): Promise<boolean> {
  const own = await activeSessions(db, adminId);
  const session = own.find((s) => s.handle === handle);
  return session ? revokeSession(db, adminId, session.id) : false;
}

export async function revokeSession(db: Db, adminId: string, sessionId: string): Promise<boolean> {
  const res = await db
    .updateTable("sessions")
    .set({ revoked_at: nowSeconds() })
    .where("id", "=", sessionId)
    .where("admin_id", "=", adminId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function revokeSessions(db: Db, adminId: string, keep?: string): Promise<number> {
  let q = db
    .updateTable("sessions")
    .set({ revoked_at: nowSeconds() })
    .where("admin_id", "=", adminId)
    .where("revoked_at", "is", null);
  if (keep) q = q.where("id", "!=", keep);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows);
}
