import "server-only";
import { atLeast } from "../../auth/roles";
import { getReadDb } from "../../db";
import type { Role as AdminRole } from "../../db/types";
import { decodeCursor, encodeCursor, type TimelineCursor } from "../../timeline/cursor";
import { ADMIN_ONLY_KINDS, TIMELINE_KINDS, type TimelineKind } from "../../timeline/kinds";
import { mergeTimeline, type TimelineSource } from "../../timeline/merge";
import type { TimelineInput, TimelinePage } from "../../timeline/schema";
import { UserFacingError } from "../../user-facing-error";
import { isServiceError } from "../api/errors";
import type { Connection } from "../api/request";
import { auditSource } from "./audit-source";
import {
  blocksSource,
  callsSource,
  groupActionsSource,
  messagesSource,
  moderationSource,
  notificationSources,
  tokensSource,
} from "./sources";

/** The kinds an admin of this role may read, of those asked for (every kind when none is named). */
export function readableKinds(role: AdminRole, asked: readonly TimelineKind[]): TimelineKind[] {
  const wanted = asked.length ? TIMELINE_KINDS.filter((k) => asked.includes(k)) : [...TIMELINE_KINDS];
  return wanted.filter((k) => !ADMIN_ONLY_KINDS.includes(k) || atLeast(role, "admin"));
}

function describeError(e: unknown): string {
  if (isServiceError(e)) return `${e.message} (${e.code})`;
  if (e instanceof UserFacingError) return e.message;
  console.error("[timeline]", e);
  return "it could not be read; the server log has the details.";
}

async function sourcesOf(
  conn: Connection,
  appId: string,
  uid: string,
  kinds: TimelineKind[],
): Promise<TimelineSource[]> {
  const out: TimelineSource[] = [];
  for (const kind of kinds) {
    if (kind === "message") out.push(messagesSource(conn, uid));
    if (kind === "call") out.push(callsSource(conn, uid));
    if (kind === "group") out.push(groupActionsSource(conn, uid));
    if (kind === "block") out.push(blocksSource(conn, uid));
    if (kind === "token") out.push(tokensSource(conn, uid));
    if (kind === "moderation") out.push(moderationSource(conn, uid));
    if (kind === "notification") out.push(...notificationSources(conn, uid));
    if (kind === "audit") out.push(auditSource(await getReadDb(), appId, uid));
  }
  return out;
}

/** One page of a user's timeline, newest first, for an admin of `role`. A cursor this timeline did not write is refused. */
export async function loadTimeline(
  c: { conn: Connection; role: AdminRole },
  input: TimelineInput,
): Promise<TimelinePage> {
  let before: TimelineCursor | undefined;
  if (input.before) {
    before = decodeCursor(input.before);
    if (!before)
      throw new UserFacingError(
        "The address holds a timeline position this page did not write: start again from the newest.",
      );
  }
  const kinds = readableKinds(c.role, input.kinds ?? []);
  const sources = await sourcesOf(c.conn, c.conn.appId, input.uid, kinds);
  const page = await mergeTimeline(sources, { before, limit: input.limit, describeError });
  return {
    entries: page.entries.map(({ offset: _offset, ...e }) => e),
    next: page.next ? encodeCursor(page.next) : undefined,
    // The notification log is read twice (one-on-one and groups): one failure said once.
    failures: page.failures.filter(
      (f, i, all) => all.findIndex((g) => g.kind === f.kind && g.message === f.message) === i,
    ),
    kinds,
  };
}
