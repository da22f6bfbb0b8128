import { pageWindow } from "../db/page-window";
import { prepared } from "../db/prepared";
import type { Db } from "../db/types";
import type { CallRow, ParticipantRow } from "./call-rows";

/** Filters of `GET /calls`. `startedAt`: started at or after; `endedAt`: ended at or before. */
export interface CallFilters {
  type?: string;
  mode?: string;
  participantsCount?: number;
  startedAt?: number;
  endedAt?: number;
  status?: string;
  receiverType?: string;
  hasRecording?: boolean;
  hasTranscription?: boolean;
  uid?: string;
  /** The `onBehalfOf` user: like `uid`, only calls this user took part in (both apply when both are given). */
  actor?: string;
}

/** The filters that compare a column with a value: these `call_counts` counts by. */
function equalities(f: CallFilters): [string, unknown][] {
  const flag = (v: boolean | undefined) => (v === undefined ? undefined : v ? 1 : 0);
  const pairs: [string, unknown][] = [
    ["type", f.type],
    ["mode", f.mode],
    ["status", f.status],
    ["receiver_type", f.receiverType],
    ["total_participants", f.participantsCount],
    ["has_recording", flag(f.hasRecording)],
    ["has_transcription", flag(f.hasTranscription)],
  ];
  return pairs.filter(([, v]) => v !== undefined);
}

function whereOf(appId: string, filters: CallFilters) {
  const f = { ...filters };
  if (f.uid === undefined && f.actor !== undefined) {
    f.uid = f.actor;
    f.actor = undefined;
  }
  const terms = ["c.app_id = ?"];
  const args: unknown[] = [appId];
  for (const [column, value] of equalities(f)) {
    terms.push(`c.${column} = ?`);
    args.push(value);
  }
  // NULL (not started / not ended) never matches a bound.
  if (f.startedAt !== undefined) {
    terms.push("c.started_at >= ?");
    args.push(f.startedAt);
  }
  if (f.endedAt !== undefined) {
    terms.push("c.ended_at <= ?");
    args.push(f.endedAt);
  }
  if (f.actor !== undefined) {
    terms.push(
      "EXISTS (SELECT 1 FROM call_participants p WHERE p.app_id = c.app_id AND p.session_id = c.session_id AND p.uid = ?)",
    );
    args.push(f.actor.toLowerCase());
  }
  // Plans measured on a million calls: a uid starts from its sessions; other filters scan the covering index.
  if (f.uid !== undefined) {
    const from = `(SELECT DISTINCT session_id FROM call_participants INDEXED BY call_participants_uid
        WHERE app_id = ? AND uid = ?) u CROSS JOIN calls c ON c.app_id = ? AND c.session_id = u.session_id`;
    return { from, where: terms.join(" AND "), args: [appId, f.uid.toLowerCase(), appId, ...args] };
  }
  const from = terms.length > 1 ? "calls c INDEXED BY calls_filter_v2" : "calls c";
  return { from, where: terms.join(" AND "), args };
}

/**
 * A filter by equality columns only is counted from `call_counts`, which the store keeps per combination of
 * them; a uid or a time bound counts the matching calls themselves.
 */
function countOf(
  db: Db,
  appId: string,
  f: CallFilters,
  from: string,
  where: string,
  args: unknown[],
): number {
  if (f.uid !== undefined || f.actor !== undefined || f.startedAt !== undefined || f.endedAt !== undefined) {
    return prepared(db, `SELECT count(*) FROM ${from} WHERE ${where}`)
      .pluck()
      .get(...args) as number;
  }
  const pairs = equalities(f);
  const terms = ["app_id = ?", ...pairs.map(([column]) => `${column} = ?`)];
  const values = [appId, ...pairs.map(([, value]) => value)];
  const sql = `SELECT coalesce(sum(n), 0) FROM call_counts WHERE ${terms.join(" AND ")}`;
  return prepared(db, sql)
    .pluck()
    .get(...values) as number;
}

/** The page's session ids, newest first. */
function pageIds(
  db: Db,
  q: { from: string; where: string; args: unknown[] },
  total: number,
  offset: number,
  perPage: number,
) {
  const w = pageWindow(total, offset, perPage);
  const order = w.fromEnd ? "ASC" : "DESC";
  const sql = `SELECT c.session_id FROM ${q.from} WHERE ${q.where}
    ORDER BY c.initiated_at ${order}, c.session_id ${order} LIMIT ? OFFSET ?`;
  const ids = prepared(db, sql)
    .pluck()
    .all(...q.args, w.limit, w.offset) as string[];
  return w.fromEnd ? ids.reverse() : ids;
}

export function listCalls(db: Db, appId: string, f: CallFilters, page: number, perPage: number) {
  // One read transaction: the total and the page come from the same state of the store.
  return db.transaction(() => readPage(db, appId, f, page, perPage))();
}

/** The user whose calls these are, when that is the only filter (the `onBehalfOf` user counts as `uid`). */
function soleUid(f: CallFilters): string | undefined {
  const uid = f.uid ?? f.actor;
  if (uid === undefined || (f.uid !== undefined && f.actor !== undefined)) return undefined;
  if (equalities(f).length || f.startedAt !== undefined || f.endedAt !== undefined) return undefined;
  return uid.toLowerCase();
}

/**
 * One user's calls only: the total from `user_call_counts`, the page from the participants' index in list order
 * (a user's rows of one call are next to each other there, so DISTINCT needs no sort).
 */
function userPage(db: Db, appId: string, uid: string, offset: number, perPage: number) {
  const total = (prepared(db, "SELECT n FROM user_call_counts WHERE app_id = ? AND uid = ?")
    .pluck()
    .get(appId, uid) ?? 0) as number;
  if (offset >= total) return { total, ids: [] as string[] };
  const w = pageWindow(total, offset, perPage);
  const order = w.fromEnd ? "ASC" : "DESC";
  const sql = `SELECT DISTINCT initiated_at, session_id FROM call_participants INDEXED BY call_participants_uid
    WHERE app_id = ? AND uid = ? ORDER BY initiated_at ${order}, session_id ${order} LIMIT ? OFFSET ?`;
  const rows = prepared(db, sql).all(appId, uid, w.limit, w.offset) as { session_id: string }[];
  const ids = rows.map((r) => r.session_id);
  return { total, ids: w.fromEnd ? ids.reverse() : ids };
}

function readPage(db: Db, appId: string, f: CallFilters, page: number, perPage: number) {
  const offset = (page - 1) * perPage;
  const uid = soleUid(f);
  if (uid !== undefined) {
    const { total, ids } = userPage(db, appId, uid, offset, perPage);
    return { total, calls: callsOf(db, appId, ids) };
  }
  const q = whereOf(appId, f);
  const total = countOf(db, appId, f, q.from, q.where, q.args);
  if (offset >= total) return { total, calls: callsOf(db, appId, []) };
  return { total, calls: callsOf(db, appId, pageIds(db, q, total, offset, perPage)) };
}

/** The calls of these session ids with their participants, in the ids' order. */
function callsOf(db: Db, appId: string, ids: string[]): { row: CallRow; participants: ParticipantRow[] }[] {
  if (!ids.length) return [];
  const marks = ids.map(() => "?").join(",");
  const rows = prepared(db, `SELECT * FROM calls WHERE app_id = ? AND session_id IN (${marks})`).all(
    appId,
    ...ids,
  ) as CallRow[];
  const parts = prepared(
    db,
    `SELECT * FROM call_participants WHERE app_id = ? AND session_id IN (${marks}) ORDER BY seq`,
  ).all(appId, ...ids) as ParticipantRow[];
  const bySession = new Map<string, ParticipantRow[]>();
  for (const p of parts) {
    const list = bySession.get(p.session_id);
    if (list) list.push(p);
    else bySession.set(p.session_id, [p]);
  }
  const byId = new Map(rows.map((r) => [r.session_id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ row, participants: bySession.get(id) ?? [] }] : [];
  });
}
