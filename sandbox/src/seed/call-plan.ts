import type { CallSessionInput, RecordCallInput } from "../core/call-input";
import { DEVICES } from "./corpus";
import type { Rng } from "./prng";

export interface CallCast {
  uids: string[];
  groups: { guid: string; members: string[] }[];
}

type Participant = RecordCallInput["participants"][number];

const MODES = { call: 80, meet: 15, presenter: 5 } as const;
const ONE_TO_ONE_OUTCOME = { ended: 78, unanswered: 14, rejected: 8 } as const;
const GROUP_OUTCOME = { ended: 88, unanswered: 9, rejected: 3 } as const;
const TAGS = [["support"], ["sales"], ["onboarding"], ["internal"], ["customer", "priority"]] as const;

/** Nothing happens after `anchor`: a call still running then stays ongoing while `ongoingLeft` allows. */
export function planCall(
  rng: Rng,
  cast: CallCast,
  at: number,
  anchor: number,
  ongoing: { left: number },
): RecordCallInput | undefined {
  const wantsGroup = cast.groups.length > 0 && (rng.chance(0.15) || cast.uids.length < 2);
  let mode = rng.weighted(MODES);
  if (mode !== "call" && cast.groups.length === 0) mode = "call";
  const group = mode !== "call" || wantsGroup ? rng.pick(cast.groups) : undefined;
  if (!group && cast.uids.length < 2) return undefined;
  const type = rng.chance(mode === "call" ? 0.5 : 0.75) ? "video" : "audio";
  let initiator: string;
  let invitees: string[];
  if (group) {
    const people = rng.sample(group.members, rng.int(3, 12));
    if (people.length < 2) return undefined;
    [initiator, ...invitees] = people as [string, ...string[]];
  } else {
    const [a, b] = rng.sample(cast.uids, 2) as [string, string];
    initiator = a;
    invitees = [b];
  }
  const outcome = rng.weighted(group ? GROUP_OUTCOME : ONE_TO_ONE_OUTCOME);
  // A meeting's host is in it from the start, so meetings never go unanswered.
  const nobodyJoined = mode === "call" && outcome !== "ended";
  let participants: Participant[];
  let recording: RecordCallInput["recording"];
  if (nobodyJoined) {
    participants = [
      { uid: initiator, outcome: "unanswered" },
      ...invitees.map(
        (uid) => ({ uid, outcome: outcome === "rejected" ? "rejected" : "unanswered" }) as const,
      ),
    ];
  } else {
    const built = joinedParticipants(rng, { mode, type, initiator, invitees, at, anchor, ongoing });
    participants = built.participants;
    recording = built.recording;
  }
  const input: RecordCallInput = {
    initiator,
    receiver: group ? group.guid : (invitees[0] as string),
    receiverType: group ? "group" : "user",
    type,
    mode,
    initiatedAt: at,
    participants,
  };
  if (recording) input.recording = recording;
  // Most finished recordings get a transcript (decided without the rng, so the other seeded data stay as they were).
  const finished =
    recording &&
    participants.every((x) => !("sessions" in x) || x.sessions.every((s) => s.leftAt !== undefined));
  if (recording && finished && (recording.endTime - recording.startTime) % 10 < 6) {
    input.transcription = { ...recording };
  }
  if (rng.chance(0.06)) input.tags = [...rng.pick(TAGS)];
  return input;
}

interface JoinPlan {
  mode: RecordCallInput["mode"];
  type: RecordCallInput["type"];
  initiator: string;
  invitees: string[];
  at: number;
  anchor: number;
  ongoing: { left: number };
}

function joinedParticipants(rng: Rng, p: JoinPlan) {
  const meeting = p.mode !== "call";
  // Log-normal lengths: most calls last minutes, meetings about half an hour; a long tail of hours.
  const seconds = Math.round(Math.min(4 * 3600, Math.max(5, rng.logNormal(meeting ? 1500 : 240, 0.9))));
  const start = p.at + rng.int(0, 2);
  let end = start + rng.int(meeting ? 60 : 3, meeting ? 240 : 25) + seconds;
  const open = end >= p.anchor && p.ongoing.left > 0;
  if (open) p.ongoing.left -= 1;
  else end = Math.min(end, p.anchor - 1);
  const participants: Participant[] = [{ uid: p.initiator, sessions: sessions(rng, p, start, end, open) }];
  for (const uid of p.invitees) {
    const roll = rng.next();
    // In group calls some invitees never pick up or decline; a one-to-one call that started was answered.
    if (p.invitees.length > 1 && roll < 0.2) {
      participants.push({ uid, outcome: roll < 0.04 ? "rejected" : "unanswered" });
      continue;
    }
    // Nothing lies after the anchor: joins and early leaves of a still-open call happen before it.
    const horizon = open ? p.anchor - 1 : end;
    const join = Math.min(horizon, start + rng.int(meeting ? 0 : 3, meeting ? 600 : 25));
    const leave = meeting && rng.chance(0.3) ? rng.int(join, horizon) : end;
    participants.push({ uid, sessions: sessions(rng, p, join, leave, open && leave === end) });
  }
  let recording: RecordCallInput["recording"];
  const recordChance =
    p.mode === "presenter" ? 0.4 : p.mode === "meet" ? 0.2 : p.type === "video" ? 0.05 : 0.02;
  const stop = open ? p.anchor - 1 : end;
  if (stop > start && rng.chance(recordChance)) {
    const startTime = rng.int(start, Math.min(stop, start + 60));
    recording = { startTime, endTime: rng.int(startTime, stop) };
  }
  return { participants, recording };
}

function sessions(rng: Rng, p: JoinPlan, join: number, leave: number, open: boolean): CallSessionInput[] {
  const audioOnly = p.type === "video" && rng.chance(0.1) ? true : undefined;
  const device = rng.pick(DEVICES);
  const first: CallSessionInput = { joinedAt: join, deviceId: device };
  if (audioOnly) first.audioOnly = true;
  const until = open ? Math.min(leave, p.anchor - 1) : leave;
  if (until - join > 120 && rng.chance(0.05)) {
    const switchAt = rng.int(join + 30, until - 30);
    const second: CallSessionInput = { joinedAt: switchAt, deviceId: device === "web" ? "ios" : "web" };
    if (!open) second.leftAt = leave;
    first.leftAt = switchAt;
    return [first, second];
  }
  if (!open) first.leftAt = leave;
  return [first];
}
