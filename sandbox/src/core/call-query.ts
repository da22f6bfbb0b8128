import type { Db } from "../db/open";
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

function whereOf(appId: string, filters: CallFilters) {
  const f = { ...filters };
  if (f.uid === undefined && f.actor !== undefined) {
    f.uid = f.actor;
    f.actor = undefined;
  }
  const terms = ["c.app_id = ?"];
  const args: unknown[] = [appId];
  const eq = (column: string, value: unknown) => {
    if (value === undefined) return;
    terms.push(`c.${column} = ?`);
    args.push(value);
  };
  eq("type", f.type);
  eq("mode", f.mode);
  eq("status", f.status);
  eq("receiver_type", f.receiverType);
  eq("total_participants", f.participantsCount);
  eq("has_recording", f.hasRecording === undefined ? undefined : f.hasRecording ? 1 : 0);
  eq("has_transcription", f.hasTranscription === undefined ? undefined : f.hasTranscription ? 1 : 0);
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

export function listCalls(db: Db, appId: string, f: CallFilters, page: number, perPage: number) {
  const { from, where, args } = whereOf(appId, f);
  const total = (db.prepare(`SELECT count(*) AS n FROM ${from} WHERE ${where}`).get(...args) as { n: number })
    .n;
  const offset = (page - 1) * perPage;
  if (offset >= total) return { total, calls: [] as { row: CallRow; participants: ParticipantRow[] }[] };
  const ids = (
    db
      .prepare(
        `SELECT c.session_id FROM ${from} WHERE ${where} ORDER BY c.initiated_at DESC, c.session_id DESC LIMIT ? OFFSET ?`,
      )
      .all(...args, perPage, offset) as { session_id: string }[]
  ).map((r) => r.session_id);
  const marks = ids.map(() => "?").join(",");
  const rows = db
    .prepare(`SELECT * FROM calls WHERE app_id = ? AND session_id IN (${marks})`)
    .all(appId, ...ids) as CallRow[];
  const parts = db
    .prepare(`SELECT * FROM call_participants WHERE app_id = ? AND session_id IN (${marks}) ORDER BY seq`)
    .all(appId, ...ids) as ParticipantRow[];
  const bySession = new Map<string, ParticipantRow[]>();
  for (const p of parts) {
    const list = bySession.get(p.session_id);
    if (list) list.push(p);
    else bySession.set(p.session_id, [p]);
  }
  const byId = new Map(rows.map((r) => [r.session_id, r]));
  const calls = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ row, participants: bySession.get(id) ?? [] }] : [];
  });
  return { total, calls };
}
