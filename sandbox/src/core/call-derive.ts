import { createHash } from "node:crypto";
import type { RecordCallInput } from "./call-input";
import type {
  CallRow,
  DerivedCall,
  LiveSessionRow,
  ParticipantRow,
  ParticipantState,
  RecordingRow,
  TranscriptionRow,
} from "./call-rows";
import { hex } from "./ids";

export type HexSource = (bytes: number) => string;

export interface DeriveOptions {
  appId: string;
  region: string;
  publicUrl: string;
  idSource?: HexSource;
}

export const minutesOf = (seconds: number) => Math.round((seconds / 60) * 100) / 100;

export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

const uuidOf = (h: HexSource) => `${h(4)}-${h(2)}-${h(2)}-${h(2)}-${h(6)}`;

/** Minutes of device sessions still open count 0 until the call ends. */
export function deriveCall(input: RecordCallInput, opts: DeriveOptions): DerivedCall {
  const h = opts.idSource ?? hex;
  const appId = opts.appId;
  const sessionId = input.sessionId ?? `v1.${opts.region}.${appId}.${input.initiatedAt}${h(12)}`;
  const participants: ParticipantRow[] = [];
  const live: LiveSessionRow[] = [];
  // Rows are built as full literals in one shape (no spreads): the bulk seeder derives a million calls.
  for (const p of input.participants) {
    if (!("sessions" in p)) {
      const row = participantRow(appId, sessionId, input.initiatedAt, participants.length, p.uid, null);
      row.state = p.outcome;
      participants.push(row);
      continue;
    }
    const sessions =
      p.sessions.length > 1 ? [...p.sessions].sort((a, b) => a.joinedAt - b.joinedAt) : p.sessions;
    for (const s of sessions) {
      const seq = participants.length;
      const audioOnly = input.type === "audio" || s.audioOnly === true;
      const row = participantRow(appId, sessionId, input.initiatedAt, seq, p.uid, {
        joinedAt: s.joinedAt,
        leftAt: s.leftAt ?? null,
        audioOnly,
      });
      row.device_id = s.deviceId ?? `${p.uid}-device-${seq}`;
      row.mid = uuidOf(h);
      participants.push(row);
      live.push({ app_id: appId, session_id: sessionId, seq, audio_only: audioOnly ? 1 : 0 });
    }
  }
  const recordings: RecordingRow[] = [];
  if (input.recording) {
    const rid = h(8);
    const { startTime, endTime } = input.recording;
    recordings.push({
      app_id: appId,
      session_id: sessionId,
      rid,
      recording_url: `${opts.publicUrl.replace(/\/+$/, "")}/recordings/${rid}.mp4`,
      start_time: startTime,
      end_time: endTime,
      duration: endTime - startTime,
    });
  }
  const callMid = uuidOf(h);
  const transcriptions: TranscriptionRow[] = [];
  if (input.transcription) {
    // From the session id, not idSource: the seeder's ids stay the same whether or not calls are transcribed.
    const digest = createHash("sha1").update(`${sessionId}:transcript`).digest("hex");
    const tid = `${digest.slice(0, 8)}-${digest.slice(8, 12)}-${digest.slice(12, 16)}-${digest.slice(16, 20)}-${digest.slice(20, 32)}`;
    const { startTime, endTime } = input.transcription;
    const date = new Date(startTime * 1000).toISOString();
    transcriptions.push({
      app_id: appId,
      session_id: sessionId,
      tid,
      mid: callMid,
      start_time: startTime,
      end_time: endTime,
      transcript_url: `${opts.publicUrl.replace(/\/+$/, "")}/transcripts/${appId}/transcript_${date}_${tid}.json`,
    });
  }
  const agg = aggregateCall(input.receiver, input.receiverType, participants, input.initiator);
  const call: CallRow = {
    app_id: appId,
    session_id: sessionId,
    type: input.type,
    mode: input.mode,
    status: agg.status,
    initiator: input.initiator,
    receiver: input.receiver,
    receiver_type: input.receiverType,
    initiated_at: input.initiatedAt,
    started_at: agg.started_at,
    ended_at: agg.ended_at,
    duration_seconds: agg.duration_seconds,
    total_minutes: agg.total_minutes,
    audio_minutes: agg.audio_minutes,
    video_minutes: agg.video_minutes,
    total_participants: agg.total_participants,
    has_recording: recordings.length > 0 ? 1 : 0,
    has_transcription: transcriptions.length > 0 ? 1 : 0,
    mid: callMid,
    meta_data: input.metaData?.length ? JSON.stringify(input.metaData) : "[]",
    tags: input.tags?.length ? JSON.stringify(input.tags) : "[]",
  };
  return { call, participants, recordings, transcriptions, live };
}

function participantRow(
  appId: string,
  sessionId: string,
  initiatedAt: number,
  seq: number,
  uid: string,
  session: { joinedAt: number; leftAt: number | null; audioOnly: boolean } | null,
): ParticipantRow {
  const minutes = session?.leftAt ? minutesOf(session.leftAt - session.joinedAt) : 0;
  return {
    app_id: appId,
    session_id: sessionId,
    seq,
    uid,
    state: session === null ? "unanswered" : session.leftAt === null ? "ongoing" : "ended",
    is_joined: session === null ? 0 : 1,
    joined_at: session?.joinedAt ?? null,
    left_at: session?.leftAt ?? null,
    device_id: null,
    mid: null,
    total_minutes: minutes,
    audio_minutes: session?.audioOnly ? minutes : 0,
    video_minutes: session && !session.audioOnly ? minutes : 0,
    initiated_at: initiatedAt,
  };
}

export function sessionRow(uid: string, joinedAt: number, leftAt: number | null, audioOnly: boolean) {
  const seconds = leftAt === null ? 0 : leftAt - joinedAt;
  const minutes = minutesOf(seconds);
  return {
    uid,
    state: (leftAt === null ? "ongoing" : "ended") as ParticipantState,
    is_joined: 1 as const,
    joined_at: joinedAt,
    left_at: leftAt,
    total_minutes: minutes,
    audio_minutes: audioOnly ? minutes : 0,
    video_minutes: audioOnly ? 0 : minutes,
  };
}

type Aggregate = Pick<
  CallRow,
  | "status"
  | "started_at"
  | "ended_at"
  | "duration_seconds"
  | "total_minutes"
  | "audio_minutes"
  | "video_minutes"
  | "total_participants"
>;

/** `rejected`: nobody joined and the receiver (for a group, every invitee but the initiator) declined. */
export function aggregateCall(
  receiver: string,
  receiverType: "user" | "group",
  rows: Pick<ParticipantRow, "uid" | "state" | "joined_at" | "left_at" | "audio_minutes" | "video_minutes">[],
  initiator?: string,
): Aggregate {
  let startedAt: number | null = null;
  let lastLeave: number | null = null;
  let open = false;
  let audioSeconds = 0;
  let videoSeconds = 0;
  for (const r of rows) {
    if (r.joined_at === null) continue;
    startedAt = startedAt === null ? r.joined_at : Math.min(startedAt, r.joined_at);
    if (r.left_at === null) open = true;
    else {
      lastLeave = lastLeave === null ? r.left_at : Math.max(lastLeave, r.left_at);
      // Sum exact seconds, not the rounded per-device minutes, so totals do not drift.
      // Any session of a second or more has non-zero rounded minutes in exactly one bucket.
      if (r.audio_minutes > 0) audioSeconds += r.left_at - r.joined_at;
      else videoSeconds += r.left_at - r.joined_at;
    }
  }
  const total_participants = rows.length;
  if (startedAt === null) {
    return {
      status: wasRejected(receiver, receiverType, rows, initiator) ? "rejected" : "unanswered",
      started_at: null,
      ended_at: null,
      duration_seconds: 0,
      total_minutes: 0,
      audio_minutes: 0,
      video_minutes: 0,
      total_participants,
    };
  }
  const ended_at = open ? null : lastLeave;
  const duration = ended_at === null ? 0 : ended_at - startedAt;
  return {
    status: open ? "ongoing" : "ended",
    started_at: startedAt,
    ended_at,
    duration_seconds: duration,
    total_minutes: minutesOf(duration),
    audio_minutes: minutesOf(audioSeconds),
    video_minutes: minutesOf(videoSeconds),
    total_participants,
  };
}

function wasRejected(
  receiver: string,
  receiverType: "user" | "group",
  rows: Pick<ParticipantRow, "uid" | "state">[],
  initiator?: string,
): boolean {
  if (receiverType === "user") return rows.some((r) => r.uid === receiver && r.state === "rejected");
  const invitees = rows.filter((r) => r.uid !== initiator);
  return invitees.length > 0 && invitees.every((r) => r.state === "rejected");
}
