import { audioCall } from "../../test/minute-calls";

export async function knownCalls(
  base: string,
  region: string,
  appId: string,
  apiKey: string,
): Promise<string[]> {
  const headers = { "content-type": "application/json", apikey: apiKey };
  const chat = `${base}/${region}/${appId}/api/v3`;
  for (const [uid, name] of [
    ["e2e-alice", "E2E Alice"],
    ["e2e-bob", "E2E Bob"],
  ]) {
    const res = await fetch(`${chat}/users`, {
      method: "POST",
      headers,
      body: JSON.stringify({ uid, name }),
    });
    if (!res.ok && res.status !== 409)
      throw new Error(`create user ${uid}: ${res.status} ${await res.text()}`);
  }
  // Far in the future of the seeded history, so these are the newest calls.
  const t = Math.floor(Date.now() / 1000) + 3600;
  const bodies = [
    {
      initiator: "e2e-alice",
      receiver: "e2e-bob",
      receiverType: "user",
      type: "video",
      mode: "call",
      initiatedAt: t,
      participants: [
        {
          uid: "e2e-alice",
          sessions: [{ joinedAt: t + 5, leftAt: t + 65 + 3600, deviceId: "alice-laptop" }],
        },
        { uid: "e2e-bob", sessions: [{ joinedAt: t + 8, leftAt: t + 65 + 3600, deviceId: "bob-phone" }] },
      ],
      recording: { startTime: t + 10, endTime: t + 610 },
      transcription: { startTime: t + 10, endTime: t + 610 },
      tags: ["e2e"],
    },
    audioCall("e2e-bob", "e2e-alice", t + 7200, [
      { uid: "e2e-bob", outcome: "unanswered" },
      { uid: "e2e-alice", outcome: "unanswered" },
    ]),
  ];
  const ids: string[] = [];
  for (const body of bodies) {
    const res = await fetch(`${base}/${region}/${appId}/sandbox/v1/calls`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`record call: ${res.status} ${await res.text()}`);
    ids.unshift((await res.json()).data.sessionId as string);
  }
  return ids;
}
