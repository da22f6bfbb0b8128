import { createHash, randomBytes } from "node:crypto";
import { hashPassword, verifyPassword } from "../crypto";
import { type Db, nowSeconds } from "../db";
import { passwordSchema } from "../schemas/admins";
import { revokeSessions } from "./sessions";

export const RESET_TTL_SECONDS = 30 * 60;

const tokenHash = (token: string) => createHash("sha256").update(token).digest("base64url");

/** Every open reset link of the admin stops working. */
export async function endResetLinks(db: Db, adminId: string): Promise<void> {
  await db
    .updateTable("password_resets")
    .set({ used_at: nowSeconds() })
    .where("admin_id", "=", adminId)
    .where("used_at", "is", null)
    .execute();
}

// A new password ends the other sessions and every reset link still open, whichever way it was set.
async function setPassword(db: Db, adminId: string, password: string, keep?: string) {
  await db
    .updateTable("admins")
    .set({ password_hash: await hashPassword(passwordSchema.parse(password)) })
    .where("id", "=", adminId)
    .execute();
  await endResetLinks(db, adminId);
  await revokeSessions(db, adminId, keep);
}

export async function changePassword(
  db: Db,
  admin: { id: string; sessionId: string },
  current: string,
  next: string,
): Promise<boolean> {
  const row = await db
    .selectFrom("admins")
    .select("password_hash")
    .where("id", "=", admin.id)
    .executeTakeFirst();
  if (!row || !(await verifyPassword(current, row.password_hash))) return false;
  await setPassword(db, admin.id, next, admin.sessionId);
  return true;
}

export async function createPasswordReset(db: Db, adminId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("password_resets")
    .values({
      token_hash: tokenHash(token),
      admin_id: adminId,
      expires_at: nowSeconds() + RESET_TTL_SECONDS,
      used_at: null,
    })
    .execute();
  return token;
}

export async function resetTarget(
  db: Db,
  token: string,
): Promise<{ adminId: string; email: string } | undefined> {
  const row = await db
    .selectFrom("password_resets")
    .innerJoin("admins", "admins.id", "password_resets.admin_id")
    .select(["admins.id", "admins.email"])
    .where("password_resets.token_hash", "=", tokenHash(token))
    .where("password_resets.used_at", "is", null)
    .where("password_resets.expires_at", ">", nowSeconds())
    .where("admins.disabled_at", "is", null)
    .executeTakeFirst();
  return row ? { adminId: row.id, email: row.email } : undefined;
}

export async function resetPassword(db: Db, token: string, password: string): Promise<boolean> {
  const target = await resetTarget(db, token);
  if (!target) return false;
  const hash = tokenHash(token);
  const now = nowSeconds();
  // One statement ends every open link of the admin, on the condition that this one is open: of two links
  // used at the same moment, only the first statement finds its own link open.
  const claimed = await db
    .updateTable("password_resets")
    .set({ used_at: now })
    .where("admin_id", "=", target.adminId)
    .where("used_at", "is", null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom("password_resets as open")
          .select("open.token_hash")
          .where("open.token_hash", "=", hash)
          .where("open.used_at", "is", null)
          .where("open.expires_at", ">", now),
      ),
    )
    .returning("token_hash")
    .execute();
  if (!claimed.some((r) => r.token_hash === hash)) return false;
  await setPassword(db, target.adminId, password);
  return true;
}
