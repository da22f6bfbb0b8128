import type { Statement } from "better-sqlite3";
import type { Db } from "../db/types";
import { badRequest, notFound } from "../http/errors";
import { aggregateCall, formatDuration, sessionRow } from "./call-derive";
import type {
  CallRow,
  DerivedCall,
  LiveSessionRow,
  ParticipantRow,
  RecordingRow,
  TranscriptionRow,
} from "./call-rows";
import { compact, fromJson } from "./json";

interface Statements {
  call: Statement;
  participant: Statement;
  recording: Statement;
  transcription: Statement;
  live: Statement;
}

// Prepared once per database: the bulk seeder inserts a million calls through these.
const cache = new WeakMap<Db, Statements>();

function statements(db: Db): Statements {
  let s = cache.get(db);
  if (!s) {
    s = {
      call: db.prepare(
        `INSERT INTO calls (app_id, session_id, type, mode, status, initiator, receiver, receiver_type, initiated_at,
           started_at, ended_at, duration_seconds, total_minutes, audio_minutes, video_minutes, total_participants,
           has_recording, has_transcription, mid, meta_data, tags)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      participant: db.prepare(
        `INSERT INTO call_participants (app_id, session_id, seq, uid, state, is_joined, joined_at, left_at, device_id,
           mid, total_minutes, audio_minutes, video_minutes, initiated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      recording: db.prepare(
        `INSERT INTO call_recordings (app_id, session_id, rid, recording_url, start_time, end_time, duration)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ),
      transcription: db.prepare(
        `INSERT INTO call_transcriptions (app_id, session_id, tid, mid, start_time, end_time, transcript_url)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ),
      live: db.prepare(
        "INSERT INTO call_live_sessions (app_id, session_id, seq, audio_only) VALUES (?, ?, ?, ?)",
      ),
    };
    cache.set(db, s);
  }
  return s;
}

/** No reads: callers check users and uniqueness first. Run it inside a transaction. */
export function insertCall(db: Db, d: DerivedCall): void {
  const s = statements(db);
  const c = d.call;
  s.call.run(
    c.app_id,
    c.session_id,
    c.type,
    c.mode,
    c.status,
    c.initiator,
    c.receiver,
    c.receiver_type,
    c.initiated_at,
    c.started_at,
    c.ended_at,
    c.duration_seconds,
    c.total_minutes,
    c.audio_minutes,
    c.video_minutes,
    c.total_participants,
    c.has_recording,
    c.has_transcription,
    c.mid,
    c.meta_data,
    c.tags,
  );
  for (const p of d.participants) {
    s.participant.run(
      p.app_id,
      p.session_id,
      p.seq,
      p.uid,
      p.state,
      p.is_joined,
      p.joined_at,
      p.left_at,
      p.device_id,
      p.mid,
      p.total_minutes,
      p.audio_minutes,
      p.video_minutes,
      p.initiated_at,
    );
  }
  for (const r of d.recordings) {
    s.recording.run(r.app_id, r.session_id, r.rid, r.recording_url, r.start_time, r.end_time, r.duration);
  }
  for (const t of d.transcriptions) {
    s.transcription.run(t.app_id, t.session_id, t.tid, t.mid, t.start_time, t.end_time, t.transcript_url);
  }
  if (c.status === "ongoing") {
    for (const l of d.live) s.live.run(l.app_id, l.session_id, l.seq, l.audio_only);
  }
}

export function findCall(db: Db, appId: string, sessionId: string): CallRow | undefined {
  return db.prepare("SELECT * FROM calls WHERE app_id = ? AND session_id = ?").get(appId, sessionId) as
    | CallRow
    | undefined;
}

export function requireCall(db: Db, appId: string, sessionId: string): CallRow {
  const row = findCall(db, appId, sessionId);
  if (!row) throw notFound("ERR_CALL_SESSION_NOT_FOUND", `The call session ${sessionId} does not exist.`);
  return row;
}

export function callParticipants(db: Db, appId: string, sessionId: string): ParticipantRow[] {
  return db
    .prepare("SELECT * FROM call_participants WHERE app_id = ? AND session_id = ? ORDER BY seq")
    .all(appId, sessionId) as ParticipantRow[];
}

export function callRecordings(db: Db, appId: string, sessionId: string): RecordingRow[] {
  return db
    .prepare("SELECT * FROM call_recordings WHERE app_id = ? AND session_id = ? ORDER BY start_time, rid")
    .all(appId, sessionId) as RecordingRow[];
}

export function callTranscriptions(
  db: Db,
  appId: string,
  sessionId: string,
  page: { limit: number; offset: number },
): TranscriptionRow[] {
  return db
    .prepare(
      `SELECT * FROM call_transcriptions WHERE app_id = ? AND session_id = ?
       ORDER BY start_time DESC, tid LIMIT ? OFFSET ?`,
    )
    .all(appId, sessionId, page.limit, page.offset) as TranscriptionRow[];
}

export const countTranscriptions = (db: Db, appId: string, sessionId: string) =>
  (
    db
      .prepare("SELECT COUNT(*) AS n FROM call_transcriptions WHERE app_id = ? AND session_id = ?")
      .get(appId, sessionId) as { n: number }
  ).n;

export const transcriptionView = (t: TranscriptionRow) => ({
  roomName: `${t.session_id}@conference.sandbox`,
  mid: t.mid,
  tid: t.tid,
  startTime: t.start_time,
  endTime: t.end_time,
  transcriptDate: new Date(t.start_time * 1000).toISOString(),
  transcriptUrl: t.transcript_url,
});

export function participantView(p: ParticipantRow) {
  return compact({
    uid: p.uid,
    state: p.state,
    isJoined: p.is_joined === 1,
    joinedAt: p.joined_at ?? undefined,
    leftAt: p.left_at ?? undefined,
    deviceId: p.device_id ?? undefined,
    mid: p.mid ?? undefined,
    totalDuration: p.total_minutes,
    totalAudioMinutes: p.audio_minutes,
    totalVideoMinutes: p.video_minutes,
  });
}

/** `startedAt`/`endedAt` are 0 until the call started / ended. */
export function callView(
  row: CallRow,
  participants: ParticipantRow[],
  recordings?: RecordingRow[],
  transcriptions: TranscriptionRow[] = [],
) {
  const view = {
    sessionId: row.session_id,
    type: row.type,
    mode: row.mode,
    status: row.status,
    initiator: row.initiator,
    receiver: row.receiver,
    receiverType: row.receiver_type,
    initiatedAt: row.initiated_at,
    startedAt: row.started_at ?? 0,
    endedAt: row.ended_at ?? 0,
    totalDuration: formatDuration(row.duration_seconds),
    totalDurationInMinutes: row.total_minutes,
    totalAudioMinutes: row.audio_minutes,
    totalVideoMinutes: row.video_minutes,
    totalParticipants: row.total_participants,
    hasRecording: row.has_recording === 1,
    hasTranscription: row.has_transcription === 1,
    mid: row.mid,
    participants: participants.map(participantView),
  };
  if (!recordings) return view;
  return {
    ...view,
    metaData: fromJson<unknown[]>(row.meta_data) ?? [],
    tags: fromJson<string[]>(row.tags) ?? [],
    ...(row.has_recording === 1 ? { recordings: recordings.map(recordingView) } : {}),
    ...(row.has_transcription === 1 ? { transcriptions: transcriptions.map(transcriptionView) } : {}),
  };
}

export const recordingView = (r: RecordingRow) => ({
  rid: r.rid,
  recording_url: r.recording_url,
  startTime: r.start_time,
  endTime: r.end_time,
  duration: r.duration,
});

export function callDetail(db: Db, row: CallRow) {
  return callView(
    row,
    callParticipants(db, row.app_id, row.session_id),
    callRecordings(db, row.app_id, row.session_id),
    // As published: the call carries its 5 most recent transcriptions.
    callTranscriptions(db, row.app_id, row.session_id, { limit: 5, offset: 0 }),
  );
}

export interface EndedCall {
  call: CallRow;
  participants: ParticipantRow[];
  closed: number[];
  audioOnly: Map<number, boolean>;
}

export function endCall(db: Db, appId: string, sessionId: string, endedAt: number): EndedCall {
  const call = requireCall(db, appId, sessionId);
  if (call.status !== "ongoing") {
    throw badRequest(`The call ${sessionId} is not ongoing.`, {
      sessionId: [`is ${call.status}, not ongoing`],
    });
  }
  const rows = callParticipants(db, appId, sessionId);
  const live = db
    .prepare("SELECT * FROM call_live_sessions WHERE app_id = ? AND session_id = ?")
    .all(appId, sessionId) as LiveSessionRow[];
  const audioOnly = new Map(live.map((l) => [l.seq, l.audio_only === 1]));
  const open = rows.filter((r) => r.state === "ongoing");
  const lastJoin = Math.max(...open.map((r) => r.joined_at ?? 0));
  if (endedAt < lastJoin) {
    throw badRequest("endedAt must not be before a join of a device still in the call.", {
      endedAt: [`must be at or after ${lastJoin}`],
    });
  }
  const update = db.prepare(
    `UPDATE call_participants SET state = ?, left_at = ?, total_minutes = ?, audio_minutes = ?, video_minutes = ?
      WHERE app_id = ? AND session_id = ? AND seq = ?`,
  );
  for (const r of open) {
    const flag = call.type === "audio" || audioOnly.get(r.seq) === true;
    Object.assign(r, sessionRow(r.uid, r.joined_at ?? endedAt, endedAt, flag));
    update.run(
      r.state,
      r.left_at,
      r.total_minutes,
      r.audio_minutes,
      r.video_minutes,
      appId,
      sessionId,
      r.seq,
    );
  }
  const agg = aggregateCall(call.receiver, call.receiver_type, rows, call.initiator);
  Object.assign(call, agg);
  db.prepare(
    `UPDATE calls SET status = ?, ended_at = ?, duration_seconds = ?, total_minutes = ?, audio_minutes = ?,
        video_minutes = ? WHERE app_id = ? AND session_id = ?`,
  ).run(
    call.status,
    call.ended_at,
    call.duration_seconds,
    call.total_minutes,
    call.audio_minutes,
    call.video_minutes,
    appId,
    sessionId,
  );
  db.prepare("DELETE FROM call_live_sessions WHERE app_id = ? AND session_id = ?").run(appId, sessionId);
  return { call, participants: rows, closed: open.map((r) => r.seq), audioOnly };
}
