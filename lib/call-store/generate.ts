import type { Call, CallParticipant } from "../schemas/calls";
import { mulberry32 } from "../shared/prng";

const minutesOf = (seconds: number) => Math.round((seconds / 60) * 100) / 100;
const pad = (n: number) => String(n).padStart(2, "0");
const hhmmss = (s: number) => `${pad(Math.floor(s / 3600))}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}`;

export interface GenerateOptions {
  appId: string;
  count: number;
  from: number;
  to: number;
  seed?: number;
  users?: number;
  groups?: number;
}

export function generateCalls(o: GenerateOptions): Call[] {
  const rnd = mulberry32(o.seed ?? 1);
  const users = o.users ?? 200;
  const groups = o.groups ?? 20;
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)] as T;
  const out: Call[] = [];
  for (let i = 0; i < o.count; i++) {
    const initiatedAt = o.from + Math.floor(rnd() * (o.to - o.from));
    const mode = pick(["call", "call", "call", "meet", "presenter"] as const);
    const type = pick(["audio", "video"] as const);
    const r = rnd();
    const status = r < 0.7 ? "ended" : r < 0.82 ? "unanswered" : r < 0.94 ? "rejected" : "ongoing";
    const group = mode !== "call" || rnd() < 0.1;
    const initiator = `user-${Math.floor(rnd() * users)}`;
    const receiver = group ? `group-${Math.floor(rnd() * groups)}` : `user-${Math.floor(rnd() * users)}`;
    const answered = status === "ended" || status === "ongoing";
    // Log-normal around two minutes, capped at a day.
    const duration = answered ? Math.min(86_400, Math.round(Math.exp(4.8 + 1.3 * gauss(rnd)))) : 0;
    const devices = answered ? 1 + Math.floor(rnd() * (group ? 7 : 2)) : 2;
    const participants: CallParticipant[] = [];
    let audio = 0;
    let video = 0;
    for (let d = 0; d < devices; d++) {
      const uid = d === 0 ? initiator : `user-${Math.floor(rnd() * users)}`;
      if (!answered) {
        participants.push({
          uid,
          state: status === "rejected" ? "rejected" : "unanswered",
          isJoined: false,
          totalDuration: 0,
          totalAudioMinutes: 0,
          totalVideoMinutes: 0,
        });
        continue;
      }
      const seconds = Math.max(0, duration - Math.floor(rnd() * 30));
      const audioOnly = type === "audio" || rnd() < 0.2;
      const m = status === "ongoing" ? 0 : minutesOf(seconds);
      if (audioOnly) audio += seconds;
      else video += seconds;
      participants.push({
        uid,
        state: status === "ongoing" ? "ongoing" : "ended",
        isJoined: true,
        joinedAt: initiatedAt + 3,
        ...(status === "ongoing" ? {} : { leftAt: initiatedAt + 3 + seconds }),
        deviceId: `${uid}-d${d}`,
        mid: `m-${i}-${d}`,
        totalDuration: m,
        totalAudioMinutes: audioOnly ? m : 0,
        totalVideoMinutes: audioOnly ? 0 : m,
      });
    }
    const ended = status === "ended";
    const recorded = ended && rnd() < 0.15;
    out.push({
      sessionId: `v1.us.${o.appId}.${initiatedAt}${i.toString(16).padStart(8, "0")}`,
      type,
      mode,
      status,
      initiator,
      receiver,
      receiverType: group ? "group" : "user",
      initiatedAt,
      startedAt: answered ? initiatedAt + 3 : 0,
      endedAt: ended ? initiatedAt + 3 + duration : 0,
      totalDuration: hhmmss(ended ? duration : 0),
      totalDurationInMinutes: ended ? minutesOf(duration) : 0,
      totalAudioMinutes: ended ? minutesOf(audio) : 0,
      totalVideoMinutes: ended ? minutesOf(video) : 0,
      totalParticipants: devices,
      hasRecording: recorded,
      hasTranscription: recorded && i % 2 === 0,
      mid: `mid-${i}`,
      participants,
    });
  }
  return out;
}

function gauss(rnd: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - rnd())) * Math.cos(2 * Math.PI * rnd());
}

export function endCall(c: Call, seconds: number): Call {
  const m = minutesOf(seconds);
  return {
    ...c,
    status: "ended",
    endedAt: c.startedAt + seconds,
    totalDuration: hhmmss(seconds),
    totalDurationInMinutes: m,
    totalAudioMinutes: c.type === "audio" ? m : 0,
    totalVideoMinutes: c.type === "video" ? m : 0,
    hasRecording: true,
    participants: c.participants.map((p) => ({
      ...p,
      state: "ended",
      leftAt: c.startedAt + seconds,
      totalDuration: m,
      totalAudioMinutes: c.type === "audio" ? m : 0,
      totalVideoMinutes: c.type === "video" ? m : 0,
    })),
  };
}
