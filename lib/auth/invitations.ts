import { createHash, randomBytes } from "node:crypto";
import { type Db, nowSeconds } from "../db";
import type { Role } from "../db/types";
import { UserFacingError } from "../user-facing-error";
import { createAdmin, emailSchema } from "./admins";

export const INVITATION_TTL_SECONDS = 7 * 24 * 3600;

/** Only the hash of a token is stored, so a copy of the store cannot accept an invitation. */
export const hashToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

export async function createInvitation(db: Db, input: { email: string; role: Role; invitedBy: string }) {
  const email = emailSchema.parse(input.email);
  const taken = await db.selectFrom("admins").select("id").where("email", "=", email).executeTakeFirst();
  if (taken) throw new InvitationError(`${email} already has an account.`);
  const token = randomBytes(32).toString("base64url");
  const now = nowSeconds();
  await db.transaction().execute(async (tx) => {
    // A new invitation replaces any open one for the same address, so only the newest link works.
    await tx.deleteFrom("invitations").where("email", "=", email).where("accepted_at", "is", null).execute();
    await tx
      .insertInto("invitations")
      .values({
        token_hash: hashToken(token),
        email,
        role: input.role,
        invited_by: input.invitedBy,
        created_at: now,
        expires_at: now + INVITATION_TTL_SECONDS,
        accepted_at: null,
      })
      .execute();
  });
  return { token, email, expiresAt: now + INVITATION_TTL_SECONDS };
}

export async function openInvitation(db: Db, token: string) {
  if (!token || token.length > 200) return undefined;
  return db
    .selectFrom("invitations")
    .select(["email", "role", "expires_at"])
    .where("token_hash", "=", hashToken(token))
    .where("accepted_at", "is", null)
    .where("expires_at", ">", nowSeconds())
    .executeTakeFirst();
}

export class InvitationError extends UserFacingError {}

export async function acceptInvitation(db: Db, input: { token: string; name: string; password: string }) {
  const invitation = await openInvitation(db, input.token);
  if (!invitation)
    throw new InvitationError("This invitation link is not valid any more. Ask for a new one.");
  // Spend the token first; a second, concurrent acceptance then finds nothing to update.
  const spent = await db
    .updateTable("invitations")
    .set({ accepted_at: nowSeconds() })
    .where("token_hash", "=", hashToken(input.token))
    .where("accepted_at", "is", null)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) throw new InvitationError("This invitation was already used.");
  try {
    return await createAdmin(db, {
      email: invitation.email,
      name: input.name,
      role: invitation.role,
      password: input.password,
    });
  } catch (e) {
    await db
      .updateTable("invitations")
      .set({ accepted_at: null })
      .where("token_hash", "=", hashToken(input.token))
      .execute();
    throw e instanceof Error && /already exists/.test(e.message) ? new InvitationError(e.message) : e;
  }
}

export function pendingInvitations(db: Db) {
  return db
    .selectFrom("invitations")
    .select(["email", "role", "created_at", "expires_at"])
    .where("accepted_at", "is", null)
    .where("expires_at", ">", nowSeconds())
    .orderBy("created_at", "desc")
    .execute();
}
