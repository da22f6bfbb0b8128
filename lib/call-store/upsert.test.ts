import { afterAll, describe, expect, it } from "vitest";
import { tempPgStore } from "@/test/pg-store";
import { tempStore } from "@/test/temp-store";
import type { Db } from "../db";
import type { Call } from "../schemas/calls";
import { endCall, generateCalls } from "./generate";
import { panel } from "./panel";
import { rawPanel } from "./raw-panel";
import { upsertCalls } from "./upsert";

const T0 = Date.UTC(2026, 5, 1) / 1000; // a Monday, 00:00 UTC

function call(over: Partial<Call> & Pick<Call, "sessionId" | "initiatedAt">): Call {
  return {
    type: "audio",
    mode: "call",
    status: "ended",
    initiator: "alice",
    receiver: "bob",
    receiverType: "user",
    startedAt: over.initiatedAt + 5,
    endedAt: over.initiatedAt + 65,
    totalDuration: "00:01:00",
    totalDurationInMinutes: 1,
    totalAudioMinutes: 1,
    totalVideoMinutes: 0,
    totalParticipants: 2,
    hasRecording: false,
    hasTranscription: false,
    mid: "m",
    participants: [
      {
        uid: "alice",
        state: "ended",
        isJoined: true,
        totalDuration: 1,
        totalAudioMinutes: 1,
        totalVideoMinutes: 0,
      },
      {
        uid: "bob",
        state: "ended",
        isJoined: true,
        totalDuration: 0.5,
        totalAudioMinutes: 0.5,
        totalVideoMinutes: 0,
      },
    ],
    ...over,
  };
}

async function rollupState(db: Db) {
  const nonZero = <T extends { calls: number | string }>(rows: T[]) =>
    rows.filter((r) => Number(r.calls) !== 0).map((r) => JSON.stringify(r));
  return {
    rollup: nonZero(
      await db
        .selectFrom("cs_rollup")
        .selectAll()
        .orderBy("grain")
        .orderBy("bucket")
        .orderBy("type")
        .orderBy("mode")
        .orderBy("status")
        .execute(),
    ),
    dist: nonZero(
      await db
        .selectFrom("cs_dist")
        .selectAll()
        .orderBy("grain")
        .orderBy("bucket")
        .orderBy("kind")
        .orderBy("value")
        .execute(),
    ),
    top: nonZero(
      await db
        .selectFrom("cs_top")
        .selectAll()
        .orderBy("grain")
        .orderBy("bucket")
        .orderBy("kind")
        .orderBy("key")
        .execute(),
    ),
    timeline: nonZero(await db.selectFrom("cs_timeline").selectAll().orderBy("bucket").execute()),
  };
}

describe("upsertCalls", () => {
  it("computes hand-checked figures", async () => {
    const db = await tempStore("call-upsert");
    await upsertCalls(db, "a", [
      call({ sessionId: "s1", initiatedAt: T0 + 3600 }),
      call({
        sessionId: "s2",
        initiatedAt: T0 + 7200,
        type: "video",
        totalDuration: "00:03:00",
        totalDurationInMinutes: 3,
        totalAudioMinutes: 0,
        totalVideoMinutes: 3,
        receiver: "team",
        receiverType: "group",
        hasRecording: true,
      }),
      call({
        sessionId: "s3",
        initiatedAt: T0 + 90_000,
        status: "rejected",
        totalDuration: "00:00:00",
        totalDurationInMinutes: 0,
        totalAudioMinutes: 0,
      }),
      // In the previous period's first hours: the stored history covers it, so the change is given.
      call({ sessionId: "p1", initiatedAt: T0 - 2 * 86_400 + 3600 }),
    ]);
    const p = await panel(db, { appId: "a", from: T0, to: T0 + 2 * 86_400, tz: "UTC" });
    expect(p.kpis.calls).toEqual({ value: 3, previous: 1, change: 2 });
    expect(p.kpis.callMinutes.value).toBe(4);
    expect(p.kpis.averageDurationSeconds.value).toBe(120);
    expect(p.kpis.rejectedRate.value).toBeCloseTo(1 / 3, 12);
    expect(p.kpis.recordings.value).toBe(1);
    expect(p.minutesPerDay).toEqual([
      { day: "2026-06-01", audioMinutes: 1, videoMinutes: 3 },
      { day: "2026-06-02", audioMinutes: 0, videoMinutes: 0 },
    ]);
    expect(p.duration).toMatchObject({ count: 2, p50: 60, p90: 180, p99: 180 });
    expect(p.topGroups).toEqual([{ group: "team", minutes: 3, calls: 1 }]);
    expect(p.topUsers[0]).toEqual({ uid: "alice", minutes: 3, calls: 3 });
    expect(p.heatmap[0]?.[1]).toBe(1);
    expect(p.heatmap[1]?.[1]).toBe(1);
  });

  it("takes an old version's contribution out when a call changes", async () => {
    const calls = generateCalls({ appId: "a", count: 800, from: T0, to: T0 + 20 * 86_400, seed: 3 });
    const final = calls.map((c, i) => (c.status === "ongoing" ? endCall(c, 30 + i) : c));
    const stepwise = await tempStore("call-upsert");
    expect(await upsertCalls(stepwise, "a", calls)).toBe(800);
    const changed = await upsertCalls(stepwise, "a", final);
    expect(changed).toBe(calls.filter((c) => c.status === "ongoing").length);
    expect(await upsertCalls(stepwise, "a", final)).toBe(0);
    const direct = await tempStore("call-upsert");
    await upsertCalls(direct, "a", final);
    expect(await rollupState(stepwise)).toEqual(await rollupState(direct));
    const q = { appId: "a", from: T0, to: T0 + 21 * 86_400, tz: "Europe/Paris" };
    expect(await panel(stepwise, q)).toEqual(await rawPanel(direct, q));
  });

  it("keeps the last version when a batch repeats a call", async () => {
    const db = await tempStore("call-upsert");
    const first = call({ sessionId: "s1", initiatedAt: T0, status: "ongoing", endedAt: 0 });
    await upsertCalls(db, "a", [first, call({ sessionId: "s1", initiatedAt: T0 })]);
    const p = await panel(db, { appId: "a", from: T0, to: T0 + 86_400, tz: "UTC" });
    expect(p.byStatus.find((s) => s.key === "ended")?.calls).toBe(1);
    expect(p.kpis.calls.value).toBe(1);
  });
});

describe.each(["sqlite", "postgres"] as const)("upsertCalls' bulk statements on %s", (dialect) => {
  const drops: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const d of drops) await d();
  });
  const open = async (): Promise<Db> => {
    if (dialect === "sqlite") return tempStore("call-upsert");
    const s = await tempPgStore("call_upsert");
    drops.push(s.drop);
    return s.db;
  };

  it("stores keys that need quoting in SQL and array literals, and batches over one statement's rows", async () => {
    const db = await open();
    const odd = ["a,b", "{x}", '"q"', "back\\slash", "NULL", "", "o'brien", "ü 🙂"];
    const calls = generateCalls({
      appId: "a",
      count: 1200,
      from: T0,
      to: T0 + 9 * 86_400,
      seed: 21,
      users: 30,
    });
    calls.forEach((c, i) => {
      const name = odd[i % odd.length] as string;
      if (c.receiverType === "group") c.receiver = `g ${name}`;
      const first = c.participants[0];
      if (first) c.participants[0] = { ...first, uid: name };
    });
    expect(await upsertCalls(db, "a", calls)).toBe(1200);
    const final = calls.map((c, i) => (c.status === "ongoing" ? endCall(c, 90 + i) : c));
    await upsertCalls(db, "a", final);
    expect(await upsertCalls(db, "a", final)).toBe(0);
    const stored = await db.selectFrom("cs_call_users").select("uid").distinct().execute();
    for (const name of odd) expect(stored.some((r) => r.uid === name)).toBe(true);
    for (const tz of ["UTC", "America/St_Johns"]) {
      const q = { appId: "a", from: T0, to: T0 + 10 * 86_400, tz };
      const p = await panel(db, q);
      expect(p).toEqual(await rawPanel(db, q));
      expect(p.kpis.calls.value).toBe(1200);
    }
  }, 60_000);
});
