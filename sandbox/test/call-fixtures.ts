import { addGroup, addUsers } from "./fixtures";
import type { Sandbox } from "./harness";

/** The harness clock's second: 2026-11-01 12:00:00 UTC. */
export const T = 1_793_534_400;

/** alice: laptop 600 s, phone 300 s audio only; bob 895 s. T+5..T+905, recording T+20..T+320. */
export const callA = {
  initiator: "alice",
  receiver: "bob",
  receiverType: "user",
  type: "video",
  mode: "call",
  initiatedAt: T,
  participants: [
    {
      uid: "alice",
      sessions: [
        { joinedAt: T + 65, leftAt: T + 365, deviceId: "alice-phone", audioOnly: true },
        { joinedAt: T + 5, leftAt: T + 605, deviceId: "alice-laptop" },
      ],
    },
    { uid: "bob", sessions: [{ joinedAt: T + 10, leftAt: T + 905, deviceId: "bob-phone" }] },
  ],
  recording: { startTime: T + 20, endTime: T + 320 },
  tags: ["support"],
  metaData: [{ ticket: 42 }],
};

/** An audio call between users that never started: the caller unanswered, the receiver as given. */
const missedAudio = (initiator: string, receiver: string, initiatedAt: number, receiverOutcome: string) => ({
  initiator,
  receiver,
  receiverType: "user",
  type: "audio",
  mode: "call",
  initiatedAt,
  participants: [
    { uid: initiator, outcome: "unanswered" },
    { uid: receiver, outcome: receiverOutcome },
  ],
});

/** Audio call bob → carol nobody answered. */
export const callB = missedAudio("bob", "carol", T + 1000, "unanswered");

/** Audio call carol → alice that alice rejected. */
export const callC = missedAudio("carol", "alice", T + 2000, "rejected");

/** Video meeting in group team: alice and bob left after 300 s, carol (audio only) is still in. */
export const callD = {
  initiator: "alice",
  receiver: "team",
  receiverType: "group",
  type: "video",
  mode: "meet",
  initiatedAt: T + 3000,
  participants: [
    { uid: "alice", sessions: [{ joinedAt: T + 3005, leftAt: T + 3305 }] },
    { uid: "bob", sessions: [{ joinedAt: T + 3010, leftAt: T + 3310 }] },
    { uid: "carol", sessions: [{ joinedAt: T + 3020, audioOnly: true }] },
  ],
};

/** Audio presentation in group team by dave, recorded, ended. */
export const callE = {
  initiator: "dave",
  receiver: "team",
  receiverType: "group",
  type: "audio",
  mode: "presenter",
  initiatedAt: T + 4000,
  participants: [
    { uid: "dave", sessions: [{ joinedAt: T + 4010, leftAt: T + 4100 }] },
    { uid: "alice", sessions: [{ joinedAt: T + 4012, leftAt: T + 4090 }] },
  ],
  recording: { startTime: T + 4015, endTime: T + 4085 },
};

export function addCallPeople(s: Sandbox) {
  addUsers(s, "alice", "bob", "carol", "dave");
  addGroup(s, "team", { alice: "admin", bob: "participant", carol: "participant", dave: "participant" });
}

export async function recordCall(s: Sandbox, body: unknown): Promise<string> {
  const res = await s.control("POST", "/calls", { body });
  if (res.status !== 200) throw new Error(`record call: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.data.sessionId as string;
}

export function allOutbox(s: Sandbox): Record<string, unknown>[] {
  const rows = s.db.prepare("SELECT payload FROM outbox WHERE app_id = ? ORDER BY id").all(s.app.id) as {
    payload: string;
  }[];
  return rows.map((r) => JSON.parse(r.payload));
}

export function callState(s: Sandbox) {
  const n = (table: string) => (s.db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
  return {
    calls: n("calls"),
    participants: n("call_participants"),
    recordings: n("call_recordings"),
    live: n("call_live_sessions"),
    outbox: n("outbox"),
  };
}
