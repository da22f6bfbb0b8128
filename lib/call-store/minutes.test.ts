import { describe, expect, it } from "vitest";
import { sandboxForFile } from "@/test/sandbox-for-file";
import { tempStore } from "@/test/temp-store";
import { panel } from "./panel";
import { syncCalls } from "./sync";

// Known calls on one UTC day, synced from a real sandbox, with every minute worked out by hand below.
const DAY = Date.UTC(2026, 4, 10) / 1000;
const A = DAY + 9 * 3600;
const B = DAY + 11 * 3600;
const C = DAY + 14 * 3600;
const D = DAY + 16 * 3600;

const sb = sandboxForFile(
  "eu",
  async () => {
    for (const uid of ["alice", "bob", "carol"]) await sb.chat("POST", "/users", { uid, name: uid });
    await sb.chat("POST", "/groups", { guid: "team", name: "Team", owner: "alice" });
    const common = { initiator: "alice", receiver: "bob", receiverType: "user", mode: "call" };
    await sb.recordCall({
      ...common,
      type: "audio",
      initiatedAt: A,
      participants: [
        { uid: "alice", sessions: [{ joinedAt: A, leftAt: A + 600 }] },
        { uid: "bob", sessions: [{ joinedAt: A + 60, leftAt: A + 600 }] },
      ],
    });
    await sb.recordCall({
      ...common,
      receiver: "team",
      receiverType: "group",
      type: "video",
      mode: "meet",
      initiatedAt: B,
      participants: [
        { uid: "alice", sessions: [{ joinedAt: B, leftAt: B + 1200 }] },
        { uid: "bob", sessions: [{ joinedAt: B + 300, leftAt: B + 900 }] },
        { uid: "carol", sessions: [{ joinedAt: B + 300, leftAt: B + 1200, audioOnly: true }] },
      ],
    });
    await sb.recordCall({
      ...common,
      type: "video",
      initiatedAt: C,
      participants: [
        {
          uid: "alice",
          sessions: [
            { joinedAt: C, leftAt: C + 300, deviceId: "phone" },
            { joinedAt: C + 120, leftAt: C + 420, deviceId: "laptop" },
          ],
        },
        { uid: "bob", sessions: [{ joinedAt: C + 30, leftAt: C + 420 }] },
      ],
    });
    await sb.recordCall({
      ...common,
      type: "audio",
      initiatedAt: D,
      participants: [
        { uid: "alice", outcome: "unanswered" },
        { uid: "bob", outcome: "unanswered" },
      ],
    });
  },
  { timeoutMs: 60_000 },
);

describe("call minutes and participant minutes of known calls", () => {
  it("match their labels, summed by hand", async () => {
    const db = await tempStore("call-minutes");
    await syncCalls(db, sb.connection);
    const p = await panel(db, { appId: sb.appId, from: DAY, to: DAY + 86_400, tz: "UTC" });
    expect(p.kpis.calls.value).toBe(4);
    // Call minutes, first join to last leave: A 10, B 20, C 7 (420 s), D 0.
    expect(p.kpis.callMinutes.value).toBe(10 + 20 + 7);
    // Participant minutes, each device's own time: audio A 10 + 9, B carol 15.
    expect(p.kpis.audioParticipantMinutes.value).toBe(10 + 9 + 15);
    // Video: B alice 20 + bob 10; C alice 5 + 5 (two devices) + bob 6.5.
    expect(p.kpis.videoParticipantMinutes.value).toBe(20 + 10 + 5 + 5 + 6.5);
    expect(p.minutesPerDay).toEqual([{ day: "2026-05-10", audioMinutes: 34, videoMinutes: 46.5 }]);
    expect(p.topUsers).toEqual([
      { uid: "alice", minutes: 10 + 20 + 10, calls: 4 },
      { uid: "bob", minutes: 9 + 10 + 6.5, calls: 4 },
      { uid: "carol", minutes: 15, calls: 1 },
    ]);
    expect(p.topGroups).toEqual([{ group: "team", minutes: 20, calls: 1 }]);
  });
});
