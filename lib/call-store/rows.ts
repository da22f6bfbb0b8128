import type { CsCallsTable, CsCallUsersTable } from "../db/types";
import type { Call } from "../schemas/calls";

/** A call as stored: minutes in hundredths (integers), so every sum is exact. */
export type CallRow = CsCallsTable;

export type CallUserRow = CsCallUsersTable;

export interface StoredCall {
  call: CallRow;
  users: CallUserRow[];
}

export const toCm = (minutes: number) => Math.round(minutes * 100);

export function hhmmssSeconds(s: string): number {
  const [h = "0", m = "0", sec = "0"] = s.split(":");
  return Number(h) * 3600 + Number(m) * 60 + Number(sec);
}

export function toStoredCall(appId: string, c: Call): StoredCall {
  const users = new Map<string, number>();
  for (const p of c.participants) users.set(p.uid, (users.get(p.uid) ?? 0) + toCm(p.totalDuration));
  return {
    call: {
      session_id: c.sessionId,
      app_id: appId,
      type: c.type,
      mode: c.mode,
      status: c.status,
      initiator: c.initiator,
      receiver: c.receiver,
      receiver_type: c.receiverType,
      initiated_at: c.initiatedAt,
      started_at: c.startedAt,
      ended_at: c.endedAt,
      duration_s: hhmmssSeconds(c.totalDuration),
      total_cm: toCm(c.totalDurationInMinutes),
      audio_cm: toCm(c.totalAudioMinutes),
      video_cm: toCm(c.totalVideoMinutes),
      participants: c.totalParticipants,
      has_recording: c.hasRecording ? 1 : 0,
    },
    users: [...users].map(([uid, minutes_cm]) => ({
      session_id: c.sessionId,
      uid,
      app_id: appId,
      initiated_at: c.initiatedAt,
      minutes_cm,
    })),
  };
}

export function sameStoredCall(a: StoredCall, b: StoredCall): boolean {
  const ka = Object.keys(a.call) as (keyof CallRow)[];
  if (ka.some((k) => a.call[k] !== b.call[k])) return false;
  if (a.users.length !== b.users.length) return false;
  const bu = new Map(b.users.map((u) => [u.uid, u.minutes_cm]));
  return a.users.every((u) => bu.get(u.uid) === u.minutes_cm);
}

/** PostgreSQL answers bigint columns as strings. */
export function numericCall(r: CallRow): CallRow {
  return {
    ...r,
    initiated_at: Number(r.initiated_at),
    started_at: Number(r.started_at),
    ended_at: Number(r.ended_at),
    duration_s: Number(r.duration_s),
    total_cm: Number(r.total_cm),
    audio_cm: Number(r.audio_cm),
    video_cm: Number(r.video_cm),
    participants: Number(r.participants),
    has_recording: Number(r.has_recording),
  };
}
