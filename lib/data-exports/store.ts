import { createHash, randomBytes } from "node:crypto";
import { atLeast } from "../auth/roles";
import type { Db } from "../db";
import { claimOldest, renewHeld } from "../db/row-lease";
import type { DataExportsTable, Role } from "../db/types";

export type ExportRow = DataExportsTable;
export type ExportProgress = Pick<
  ExportRow,
  "rows_done" | "kind_index" | "cursor" | "kind_bytes" | "files" | "status"
>;

/** A new export's progress: nothing written yet, and nobody holding it. */
export const NOT_STARTED = {
  finished_at: null,
  rows_done: 0,
  kind_index: 0,
  cursor: null,
  kind_bytes: 0,
  files: "[]",
  error: null,
  lease_owner: null,
  lease_until: null,
} satisfies Partial<ExportRow>;

/** Stores a new export; `subject` is given for an archive of one user only. */
export async function insertExport(
  db: Db,
  row: Omit<ExportRow, "subject"> & Partial<Pick<ExportRow, "subject">>,
): Promise<void> {
  await db
    .insertInto("data_exports")
    .values({ ...row, subject: row.subject ?? null })
    .execute();
}

export const getExport = (db: Db, id: string) =>
  db.selectFrom("data_exports").selectAll().where("id", "=", id).executeTakeFirst();

/** The app's exports an admin of `role` may download, newest first. */
export async function listExports(db: Db, appId: string | undefined, role: Role): Promise<ExportRow[]> {
  if (!appId) return [];
  const rows = await db
    .selectFrom("data_exports")
    .selectAll()
    .where("app_id", "=", appId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(200)
    .execute();
  return rows.filter((r) => atLeast(role, r.min_role));
}

/** Exports of the app not yet finished. */
export async function unfinishedCount(db: Db, appId: string): Promise<number> {
  const row = await db
    .selectFrom("data_exports")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("app_id", "=", appId)
    .where("status", "in", ["queued", "running"])
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Takes the lease of one export that needs running and nobody holds (or whose holder stopped renewing). */
export async function claimExport(db: Db, owner: string, now: number, leaseMs: number) {
  const runnable = ["queued", "running"] as const;
  const id = await claimOldest(db, "data_exports", (eb) => eb("status", "in", runnable), owner, now, leaseMs);
  return id === undefined ? undefined : getExport(db, id);
}

/** Records how far the export got and extends the lease; false when it was deleted or taken over. */
export const saveProgress = (
  db: Db,
  id: string,
  owner: string,
  until: number,
  patch: Partial<ExportProgress & Pick<ExportRow, "finished_at" | "error">>,
) => renewHeld(db, "data_exports", id, owner, until, patch);

export async function deleteExportRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom("data_export_links").where("export_id", "=", id).execute();
  await db.deleteFrom("data_exports").where("id", "=", id).execute();
}

export const expiredExports = (db: Db, now: number) =>
  db.selectFrom("data_exports").select("id").where("expires_at", "<=", now).execute();

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new download link's token (256 random bits); only its hash is stored. */
export async function mintLink(
  db: Db,
  exportId: string,
  adminId: string,
  expiresAt: number,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("data_export_links")
    .values({ token_hash: hashOf(token), export_id: exportId, admin_id: adminId, expires_at: expiresAt })
    .execute();
  return token;
}

/** The export a link names and the admin it was handed to, while the link and the export last. */
export async function exportOfLink(
  db: Db,
  token: string,
  now: number,
): Promise<{ row: ExportRow; adminId: string } | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const link = await db
    .selectFrom("data_export_links")
    .selectAll()
    .where("token_hash", "=", hashOf(token))
    .executeTakeFirst();
  if (!link || link.expires_at <= now) return undefined;
  const row = await getExport(db, link.export_id);
  return row && row.expires_at > now ? { row, adminId: link.admin_id } : undefined;
}

export async function purgeLinks(db: Db, now: number): Promise<void> {
  await db.deleteFrom("data_export_links").where("expires_at", "<=", now).execute();
}
