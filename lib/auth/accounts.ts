import { type Db, nowSeconds } from "../db";
import type { Role } from "../db/types";
import { UserFacingError } from "../user-facing-error";
import { forgetAdmin } from "./admin-cache";

/** A change an owner may not make; its message is shown to them. */
export class AccountRuleError extends UserFacingError {}

/** Every admin account, owners first, without password hashes. */
export function listAdmins(db: Db) {
  return db
    .selectFrom("admins")
    .select(["id", "email", "name", "role", "created_at", "disabled_at"])
    .orderBy("created_at")
    .execute();
}

async function activeOwners(db: Db): Promise<number> {
  const row = await db
    .selectFrom("admins")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("role", "=", "owner")
    .where("disabled_at", "is", null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

async function target(db: Db, actorId: string, id: string) {
  if (id === actorId) throw new AccountRuleError("You cannot change your own account here.");
  const row = await db
    .selectFrom("admins")
    .select(["id", "role", "disabled_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw new AccountRuleError("That account does not exist.");
  return row;
}

/** Changes another admin's role; the last active owner keeps theirs. */
export async function changeRole(db: Db, actorId: string, id: string, role: Role) {
  const out = await db.transaction().execute(async (tx) => {
    const row = await target(tx, actorId, id);
    if (row.role === "owner" && role !== "owner" && !row.disabled_at && (await activeOwners(tx)) <= 1) {
      throw new AccountRuleError("The last owner cannot lose the owner role.");
    }
    await tx.updateTable("admins").set({ role }).where("id", "=", id).execute();
    return { id, role };
  });
  // After the commit, so no request re-caches the old row in between.
  forgetAdmin(id);
  return out;
}

/** Disables or re-enables another admin; the last active owner stays enabled. */
export async function setDisabled(db: Db, actorId: string, id: string, disabled: boolean) {
  const out = await db.transaction().execute(async (tx) => {
    const row = await target(tx, actorId, id);
    if (disabled && row.role === "owner" && !row.disabled_at && (await activeOwners(tx)) <= 1) {
      throw new AccountRuleError("The last owner cannot be disabled.");
    }
    await tx
      .updateTable("admins")
      .set({ disabled_at: disabled ? nowSeconds() : null })
      .where("id", "=", id)
      .execute();
    return { id, disabled };
  });
  forgetAdmin(id);
  return out;
}
