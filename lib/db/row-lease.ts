import type { Expression, ExpressionBuilder, SqlBool, Updateable } from "kysely";
import type { Db } from ".";
import type { Database } from "./types";

/** Tables whose rows are worked by one instance at a time, under a lease held in the row itself. */
export type LeasedTable = "bulk_jobs" | "data_exports";

/** Nobody holds the row, or its holder stopped renewing. */
const leaseFree = (now: number) => (eb: ExpressionBuilder<Database, LeasedTable>) =>
  eb.or([eb("lease_owner", "is", null), eb("lease_until", "<=", now)]);

/**
 * Takes the lease of the oldest row that is `runnable` and free: a conditional update, atomic on SQLite
 * and PostgreSQL, so two instances never both take one row. The row's id, or undefined.
 */
export async function claimOldest(
  db: Db,
  table: LeasedTable,
  runnable: (eb: ExpressionBuilder<Database, LeasedTable>) => Expression<SqlBool>,
  owner: string,
  now: number,
  leaseMs: number,
): Promise<string | undefined> {
  const candidates = await db
    .selectFrom(table)
    .select("id")
    .where(runnable)
    .where(leaseFree(now))
    .orderBy("created_at")
    .limit(5)
    .execute();
  for (const { id } of candidates) {
    const res = await db
      .updateTable(table)
      .set({ lease_owner: owner, lease_until: now + leaseMs })
      .where("id", "=", id)
      .where(leaseFree(now))
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) > 0) return id;
  }
  return undefined;
}

/** Extends a held lease to `until`, applying `patch`; false when another instance holds the row now, or it is gone. */
export async function renewHeld<T extends LeasedTable>(
  db: Db,
  table: T,
  id: string,
  owner: string,
  until: number,
  patch: Updateable<Database[T]>,
): Promise<boolean> {
  const res = await db
    .updateTable(table as LeasedTable)
    .set({ ...patch, lease_until: until })
    .where("id", "=", id)
    .where("lease_owner", "=", owner)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}
