import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import path from "node:path";
import { atLeast, ROLES } from "../auth/roles";
import { AuthError } from "../auth/session";
import type { SessionAdmin } from "../auth/sessions";
import { getUser } from "../contract/users";
import { type Db, getDb } from "../db";
import type { Role } from "../db/types";
import { env } from "../env";
import { instanceId } from "../instance";
import {
  ARCHIVE_FORMAT,
  type CreateDataExportInput,
  type DataExportView,
  rangeOf,
  USER_ARCHIVE_KINDS,
} from "../schemas/data-exports";
import { call } from "../server/api/call";
import { findUserAnyState } from "../server/api/chat-users";
import { isServiceError } from "../server/api/errors";
import type { Connection } from "../server/api/request";
import { connectionForApp } from "../server/connections";
import { singletonPromise } from "../singleton";
import { UserFacingError } from "../user-facing-error";
import { ARCHIVE_KINDS } from "./archive-kinds";
import { EXPORT_KINDS } from "./kinds";
import { exportFolder, filesOf, startExportRunner } from "./runner";
import {
  deleteExportRow,
  type ExportRow,
  getExport,
  insertExport,
  mintLink,
  NOT_STARTED,
  unfinishedCount,
} from "./store";

/** At most this many exports of an app are queued or being written at once. */
export const MAX_UNFINISHED = 3;

/** Export files live in the dashboard's data directory, beside its store. */
export const exportsDir = () => path.join(path.resolve(env().DASHBOARD_DATA_DIR), "exports");

/** This process's export runner, started once (the instrumentation hook starts it with the server). */
export function exportRunner() {
  return singletonPromise("data-export-runner", async () =>
    startExportRunner({
      db: await getDb(),
      owner: instanceId(),
      dir: exportsDir(),
      connectionFor: connectionForApp,
    }),
  );
}

/** The highest of `roles`: what a download of lists asking each of them needs. */
const highest = (roles: readonly Role[]): Role =>
  roles.reduce<Role>((top, r) => (atLeast(r, top) ? r : top), ROLES[0] as Role);

/** The role an export's kinds need: the highest any of their lists asks. */
export const roleFor = (kinds: readonly (keyof typeof EXPORT_KINDS)[]): Role =>
  highest(kinds.map((k) => EXPORT_KINDS[k].minRole));

/** The role an archive of a user needs: the highest any of its kinds' lists asks (the audit log's, admin). */
export const archiveRole = (): Role => highest(USER_ARCHIVE_KINDS.map((k) => ARCHIVE_KINDS[k].minRole));

export const mayDelete = (admin: Pick<SessionAdmin, "email" | "role">, row: Pick<ExportRow, "created_by">) =>
  row.created_by === admin.email || atLeast(admin.role, "admin");

export function toExportView(row: ExportRow, admin: Pick<SessionAdmin, "email" | "role">): DataExportView {
  const kinds = JSON.parse(row.kinds) as string[];
  const files = filesOf(row);
  const running = row.status === "running" || row.status === "queued";
  // A finished archive is one zip, whose size is kept in `kind_bytes`.
  const zipped = row.format === ARCHIVE_FORMAT && row.status === "done";
  return {
    id: row.id,
    kinds,
    format: row.format as DataExportView["format"],
    subject: row.subject,
    rangeFrom: row.range_from === null ? null : Number(row.range_from),
    rangeTo: row.range_to === null ? null : Number(row.range_to),
    status: row.status as DataExportView["status"],
    rowsDone: Number(row.rows_done),
    currentKind: running ? (kinds[row.kind_index] ?? null) : null,
    bytes: zipped
      ? Number(row.kind_bytes)
      : files.reduce((n, f) => n + f.bytes, 0) + (running ? Number(row.kind_bytes) : 0),
    error: row.error,
    createdBy: row.created_by,
    createdAt: Number(row.created_at),
    finishedAt: row.finished_at === null ? null : Number(row.finished_at),
    expiresAt: Number(row.expires_at),
    deletable: mayDelete(admin, row),
  };
}

type Queued = Pick<ExportRow, "app_id" | "kinds" | "format" | "range_from" | "range_to" | "min_role"> &
  Partial<Pick<ExportRow, "subject">>;

/** Queues `what` for `admin`, refused while the app has too many exports unfinished; answers its id. */
async function queueExport(
  db: Db,
  admin: Pick<SessionAdmin, "email">,
  what: Queued,
  now: number,
): Promise<string> {
  if ((await unfinishedCount(db, what.app_id)) >= MAX_UNFINISHED) {
    throw new UserFacingError(
      `${MAX_UNFINISHED} exports of this app are still being made: wait for one to finish, or delete one.`,
    );
  }
  const created = Math.floor(now / 1000);
  const id = randomUUID();
  await insertExport(db, {
    id,
    ...what,
    status: "queued",
    created_by: admin.email,
    created_at: created,
    expires_at: created + env().DASHBOARD_EXPORT_TTL_HOURS * 3600,
    ...NOT_STARTED,
  });
  return id;
}

/** The user as the service knows them, active or deactivated; none when there is no such user. */
async function userExists(conn: Connection, uid: string): Promise<boolean> {
  try {
    await call(conn, getUser, { params: { uid } });
    return true;
  } catch (e) {
    if (!isServiceError(e) || e.status !== 404) throw e;
    return (await findUserAnyState(conn, uid)) !== undefined;
  }
}

/**
 * Queues an archive of everything about one user: their profile, what they sent, reacted, joined, took part
 * in, blocked, befriended, their tokens (masked), the notification log about them and the audit entries whose
 * target they are. Refused below the role every one of those lists needs, and for a user the app does not have.
 */
export async function createUserArchive(
  db: Db,
  admin: Pick<SessionAdmin, "email" | "role">,
  conn: Connection,
  uid: string,
  now = Date.now(),
): Promise<string> {
  // The service keeps uids lower-case; the archive names the user as it does.
  const subject = uid.toLowerCase();
  const minRole = archiveRole();
  if (!atLeast(admin.role, minRole)) {
    throw new AuthError("forbidden", `Exporting everything about a user needs the ${minRole} role.`);
  }
  if (!(await userExists(conn, subject))) throw new UserFacingError(`There is no user ${uid} in this app.`);
  return queueExport(
    db,
    admin,
    {
      app_id: conn.appId,
      kinds: JSON.stringify(USER_ARCHIVE_KINDS),
      format: ARCHIVE_FORMAT,
      subject,
      range_from: null,
      range_to: null,
      min_role: minRole,
    },
    now,
  );
}

export async function createExport(
  db: Db,
  admin: Pick<SessionAdmin, "email" | "role">,
  appId: string,
  input: CreateDataExportInput,
  now = Date.now(),
): Promise<string> {
  const minRole = roleFor(input.kinds);
  if (!atLeast(admin.role, minRole)) {
    throw new AuthError("forbidden", `Exporting ${input.kinds.join(", ")} needs the ${minRole} role.`);
  }
  const range = rangeOf(input);
  return queueExport(
    db,
    admin,
    {
      app_id: appId,
      kinds: JSON.stringify(input.kinds),
      format: input.format,
      range_from: range?.from ?? null,
      range_to: range?.to ?? null,
      min_role: minRole,
    },
    now,
  );
}

/** The export, when this admin may see it: unknown, of another app, or above their role reads as none. */
export async function visibleExport(
  db: Db,
  admin: Pick<SessionAdmin, "role">,
  appId: string | undefined,
  id: string,
): Promise<ExportRow> {
  const row = await getExport(db, id);
  if (!row || row.app_id !== appId || !atLeast(admin.role, row.min_role)) {
    throw new UserFacingError("There is no such export: it may have expired or been deleted.");
  }
  return row;
}

export async function removeExport(
  db: Db,
  admin: Pick<SessionAdmin, "email" | "role">,
  appId: string | undefined,
  id: string,
): Promise<void> {
  const row = await visibleExport(db, admin, appId, id);
  if (!mayDelete(admin, row)) {
    throw new AuthError("forbidden", "Only who made an export, or an admin, may delete it.");
  }
  await deleteExportRow(db, id);
  rmSync(exportFolder(exportsDir(), id), { recursive: true, force: true });
}

/** A link to download the export's files, good for a few minutes; the token is all it holds. */
export async function downloadLink(
  db: Db,
  admin: Pick<SessionAdmin, "id" | "role">,
  appId: string | undefined,
  id: string,
  now = Date.now(),
): Promise<string> {
  const row = await visibleExport(db, admin, appId, id);
  if (row.status !== "done") throw new UserFacingError("The export is not finished yet.");
  const until = Math.min(
    Number(row.expires_at),
    Math.floor(now / 1000) + env().DASHBOARD_EXPORT_LINK_MINUTES * 60,
  );
  return `/api/exports/download/${await mintLink(db, id, admin.id, until)}`;
}
