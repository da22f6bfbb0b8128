import { type Db, nowSeconds } from "../db";
import type { Role } from "../db/types";
import type { AdminFilters, ListAdminsParams } from "../inputs/admins-query";
import { UserFacingError } from "../user-facing-error";
import { endResetLinks } from "./password";
import { revokeSessions } from "./sessions";

export class AccountRuleError extends UserFacingError {}

function adminsWhere(db: Db, f: AdminFilters) {
  let q = db.selectFrom("admins");
  if (f.role) q = q.where("role", "=", f.role);
  if (f.status === "active") q = q.where("disabled_at", "is", null);
  if (f.status === "disabled") q = q.where("disabled_at", "is not", null);
  return q;
}

export async function listAdmins(db: Db, q: ListAdminsParams) {
  const [data, count] = await Promise.all([
    adminsWhere(db, q)
      .select(["id", "email", "name", "role", "created_at", "disabled_at"])
      .orderBy("created_at")
      .orderBy("id")
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage)
      .execute(),
    adminsWhere(db, q)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirst(),
  ]);
  return { data, meta: { pagination: { total: Number(count?.n ?? 0), per_page: q.perPage } } };
}
export type AdminRow = Awaited<ReturnType<typeof listAdmins>>["data"][number];

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

export async function changeRole(db: Db, actorId: string, id: string, role: Role) {
  const out = await db.transaction().execute(async (tx) => {
    const row = await target(tx, actorId, id);
    if (row.role === "owner" && role !== "owner" && !row.disabled_at && (await activeOwners(tx)) <= 1) {
      throw new AccountRuleError("The last owner cannot lose the owner role.");
    }
    await tx.updateTable("admins").set({ role }).where("id", "=", id).execute();
    return { id, role };
  });
  return out;
}

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
  // A disabled account's sessions and reset links end with it; re-enabling does not bring them back.
  if (disabled) {
    await revokeSessions(db, id);
    await endResetLinks(db, id);
  }
  return out;
}
