import type { CallRow, DerivedCall, ParticipantRow, RecordingRow } from "./call-rows";
import type { EndedCall } from "./call-store";
import type { TriggerId } from "./events";
import { conversationIdFor } from "./messages";

export interface CallEvent {
  trigger: TriggerId;
  data: Record<string, unknown>;
  /** Top-level envelope field beside `trigger`: `call` for mode call, `meet` for meet and presenter. */
  extra: { type: "call" | "meet" };
  at: number;
}

export interface EventPeople {
  names?: Record<string, string>;
  initiator?: Record<string, unknown>;
  receiver?: Record<string, unknown>;
  messageId?: string;
}

// Same-second events keep the life-cycle order: start, joins, leaves, end, recording.
const RANK = { initiated: 0, started: 1, joined: 2, left: 3, ended: 4, recording: 5 } as const;
type Step = keyof typeof RANK;

const envelopeType = (mode: CallRow["mode"]) => (mode === "call" ? "call" : "meet");

function triggerOf(mode: CallRow["mode"], step: "started" | "joined" | "left" | "ended"): TriggerId {
  const prefix = mode === "call" ? "call" : "meeting";
  const suffix = step === "started" || step === "ended" ? step : `participant_${step}`;
  return `${prefix}_${suffix}` as TriggerId;
}

export function callMessage(call: CallRow, people: EventPeople = {}) {
  const initiator = people.initiator ?? {
    uid: call.initiator,
    name: people.names?.[call.initiator] ?? call.initiator,
  };
  const receiver =
    people.receiver ??
    (call.receiver_type === "user"
      ? { uid: call.receiver, name: people.names?.[call.receiver] ?? call.receiver }
      : { guid: call.receiver, name: call.receiver });
  return {
    // Messages always carry an id; "0" only when no id was reserved (pure use, as in unit tests).
    id: people.messageId ?? "0",
    conversationId: conversationIdFor(call.receiver_type, call.initiator, call.receiver),
    sender: call.initiator,
    receiverType: call.receiver_type,
    receiver: call.receiver,
    category: "call",
    type: call.type,
    data: {
      action: "initiated",
      entities: {
        by: { entity: initiator, entityType: "user" },
        for: { entity: receiver, entityType: call.receiver_type },
        on: {
          entity: {
            sessionId: call.session_id,
            type: call.type,
            mode: call.mode,
            status: "initiated",
            initiator: call.initiator,
            receiver: call.receiver,
            receiverType: call.receiver_type,
            initiatedAt: call.initiated_at,
          },
          entityType: "call",
        },
      },
    },
    sentAt: call.initiated_at,
    updatedAt: call.initiated_at,
  };
}

function occupant(p: ParticipantRow, audio: boolean, people: EventPeople, withLeft: boolean) {
  return {
    joined_at: p.joined_at ?? 0,
    ...(withLeft && p.left_at !== null ? { left_at: p.left_at } : {}),
    audio_call: audio ? "true" : "false",
    name: people.names?.[p.uid] ?? p.uid,
  };
}

interface Timeline {
  call: CallRow;
  audio: (p: ParticipantRow) => boolean;
  people: EventPeople;
  items: { step: Step; at: number; trigger: TriggerId; data: Record<string, unknown> }[];
}

const push = (t: Timeline, step: Step, at: number, trigger: TriggerId, data: Record<string, unknown>) =>
  t.items.push({ step, at, trigger, data });

function addLeft(t: Timeline, p: ParticipantRow) {
  if (p.left_at === null) return;
  const occ = occupant(p, t.audio(p), t.people, true);
  push(t, "left", p.left_at, triggerOf(t.call.mode, "left"), { occupant: occ, sessionId: t.call.session_id });
}

function addEnded(t: Timeline, participants: ParticipantRow[]) {
  const { call } = t;
  if (call.status !== "ended" || call.ended_at === null) return;
  push(t, "ended", call.ended_at, triggerOf(call.mode, "ended"), {
    all_occupants: participants
      .filter((p) => p.is_joined === 1)
      .map((p) => occupant(p, t.audio(p), t.people, true)),
    created_at: call.started_at,
    destroyed_at: call.ended_at,
    sessionId: call.session_id,
  });
}

function finish(t: Timeline): CallEvent[] {
  const extra = { type: envelopeType(t.call.mode) } as const;
  return t.items
    .map((item, i) => ({ ...item, i }))
    .sort((a, b) => a.at - b.at || RANK[a.step] - RANK[b.step] || a.i - b.i)
    .map(({ trigger, data, at }) => ({ trigger, data, extra, at }));
}

function recordingEvent(t: Timeline, r: RecordingRow) {
  const day = new Date(r.start_time * 1000).toISOString().slice(0, 10);
  push(t, "recording", r.end_time, "recording_generated", {
    sessionId: t.call.session_id,
    recordingDate: day,
    duration: String(r.duration),
    startTime: String(r.start_time),
    recording_url: r.recording_url,
  });
}

export function callEvents(d: DerivedCall, people: EventPeople = {}): CallEvent[] {
  const { call } = d;
  const flags = new Map(d.live.map((l) => [l.seq, l.audio_only === 1]));
  const t: Timeline = {
    call,
    people,
    items: [],
    audio: (p) => call.type === "audio" || flags.get(p.seq) === true,
  };
  push(t, "initiated", call.initiated_at, "call_initiated", { call: callMessage(call, people) });
  if (call.started_at !== null) {
    push(t, "started", call.started_at, triggerOf(call.mode, "started"), {
      created_at: call.started_at,
      sessionId: call.session_id,
    });
  }
  for (const p of d.participants) {
    if (p.is_joined !== 1 || p.joined_at === null) continue;
    const occ = occupant(p, t.audio(p), people, false);
    push(t, "joined", p.joined_at, triggerOf(call.mode, "joined"), {
      occupant: occ,
      sessionId: call.session_id,
    });
    addLeft(t, p);
  }
  addEnded(t, d.participants);
  for (const r of d.recordings) recordingEvent(t, r);
  return finish(t);
}

export function endEvents(e: EndedCall, people: EventPeople = {}): CallEvent[] {
  const { call } = e;
  const t: Timeline = {
    call,
    people,
    items: [],
    audio: (p) => call.type === "audio" || e.audioOnly.get(p.seq) === true,
  };
  const closed = new Set(e.closed);
  for (const p of e.participants) if (closed.has(p.seq)) addLeft(t, p);
  addEnded(t, e.participants);
  return finish(t);
}
