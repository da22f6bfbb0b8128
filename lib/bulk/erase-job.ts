import "server-only";
import { getDb, nowSeconds } from "../db";
import { formatCount } from "../format";
import { MAX_JOB_ROWS } from "../schemas/bulk";
import type { Connection } from "../server/api/request";
import { UserFacingError } from "../user-facing-error";
import { countItems, type EraseItems, eraseItems } from "./erase-inventory";
import {
  ERASE_KIND_LABELS,
  ERASE_KINDS,
  type EraseKind,
  type EraseTarget,
  encodeEraseTarget,
  eraseTargetLabel,
} from "./erase-target";
import { bulkJobRunner } from "./jobs";
import { getJob, insertJob } from "./store";

/** Items of each kind the dry run names. */
const FIRST = 5;

export interface ErasePlan {
  uid: string;
  kinds: { kind: EraseKind; label: string; count: number; first: string[] }[];
  /** Items in all, the user included: one call of the service each. */
  total: number;
  /** What becomes of the groups the user owns (the service lets no owner leave or be kicked). */
  ownership: string;
  notes: string[];
}

const list = (xs: string[]) =>
  xs.length <= FIRST
    ? xs.join(", ")
    : `${xs.slice(0, FIRST).join(", ")} and ${formatCount(xs.length - FIRST)} more`;

function ownershipNote(items: EraseItems): string {
  const { owner, group } = items;
  if (owner.length + group.length === 0) return "They own no group.";
  const parts = [
    `The service lets no group's owner leave or be kicked until the ownership passes to another member, so of the ${formatCount(owner.length + group.length)} groups they own:`,
  ];
  if (owner.length > 0) {
    parts.push(
      `${formatCount(owner.length)} pass to another member first (an admin, else a moderator, else a participant), then they are removed: ${list(owner.map((o) => `${o.guid} to ${o.to}`))}.`,
    );
  }
  if (group.length > 0) {
    parts.push(
      `${formatCount(group.length)} with nobody else in them are deleted with their messages: ${list(group.map((g) => g.guid))}.`,
    );
  }
  return parts.join(" ");
}

/** The dry run of an erasure: every item of the user's that the job would remove, counted, the first few named. */
export async function planErase(conn: Connection, uid: string): Promise<ErasePlan> {
  const items = await eraseItems(conn, uid);
  const counts = countItems(items);
  const total = ERASE_KINDS.reduce((n, k) => n + counts[k], 0);
  if (total > MAX_JOB_ROWS) {
    throw new UserFacingError(
      `${uid} has ${formatCount(total)} items; a job takes at most ${formatCount(MAX_JOB_ROWS)}. Delete some of their messages in bulk first.`,
    );
  }
  const id = items.user[0]?.uid ?? uid;
  return {
    uid: id,
    kinds: ERASE_KINDS.map((k) => ({
      kind: k,
      label: ERASE_KIND_LABELS[k],
      count: counts[k],
      first: (items[k] as EraseTarget[]).slice(0, FIRST).map(eraseTargetLabel),
    })),
    total,
    ownership: ownershipNote(items),
    notes: [
      "Messages others sent them in one-to-one conversations go with the user: the service deletes a user's one-to-one conversations when it deletes the user permanently.",
      "Blocks other users made of them are kept by the service with the blocker, and end when the user is deleted.",
      "The groups' own notices of members added, kicked or handed a group (sent by the app, not by them) stay in the groups' history, naming them.",
      "The user is deleted last, and only if nothing else of theirs is left; otherwise the job says what remains.",
      "It cannot be undone.",
    ],
  };
}

/** An erasure of `uid` that has not ended yet, if any: a second one would race it. */
async function unfinishedErase(appId: string, uid: string) {
  const db = await getDb();
  const jobs = await db
    .selectFrom("bulk_jobs")
    .select(["id", "params"])
    .where("app_id", "=", appId)
    .where("operation", "=", "users.erase")
    .where("status", "in", ["queued", "running", "paused"])
    .execute();
  return jobs.find(
    (j) => (JSON.parse(j.params) as { uid?: string }).uid?.toLowerCase() === uid.toLowerCase(),
  );
}

/**
 * Starts the erasure as a bulk job: the user's items read again now (not the dry run's, which may be stale), one
 * row each in removal order, the user last. `id` is the browser's key: sending it twice makes one job.
 */
export async function createEraseJob(
  conn: Connection,
  input: { id: string; uid: string },
  by: { email: string; role: string },
): Promise<{ id: string; rows: number }> {
  const db = await getDb();
  const existing = await getJob(db, input.id);
  if (existing && existing.app_id !== conn.appId) {
    throw new UserFacingError("That job id is taken by another job; start the erasure again.");
  }
  if (existing) return { id: existing.id, rows: existing.total };
  const running = await unfinishedErase(conn.appId, input.uid);
  if (running) {
    throw new UserFacingError(`An erasure of ${input.uid} is already under way: see job ${running.id}.`);
  }
  const items = await eraseItems(conn, input.uid);
  const targets = ERASE_KINDS.flatMap((k) => (items[k] as EraseTarget[]).map(encodeEraseTarget));
  if (targets.length > MAX_JOB_ROWS) {
    throw new UserFacingError(`More than ${formatCount(MAX_JOB_ROWS)} items: a job cannot take them all.`);
  }
  const uid = items.user[0]?.uid ?? input.uid;
  await insertJob(db, {
    id: input.id,
    appId: conn.appId,
    operation: "users.erase",
    params: { uid, byRole: by.role },
    selection: { kind: "user", uid },
    createdBy: by.email,
    targets,
    now: nowSeconds(),
  });
  (await bulkJobRunner()).wake();
  return { id: input.id, rows: targets.length };
}
