import { describe, expect, it, vi } from "vitest";
import { audioCall } from "@/test/minute-calls";
import { aliceBobForFile } from "@/test/sandbox-for-file";
import { tempStore } from "@/test/temp-store";
import * as api from "../server/api/call";
import { panel } from "./panel";
import { rawPanel } from "./raw-panel";
import { readProgress, syncCalls } from "./sync";

const T0 = Date.UTC(2026, 2, 2) / 1000;
let ongoingId = "";

function callBody(i: number) {
  const at = T0 + i * 5400;
  const caller = i % 2 ? "alice" : "bob";
  const callee = i % 2 ? "bob" : "alice";
  if (i % 5 === 0) {
    return audioCall(caller, callee, at, [
      { uid: caller, outcome: "unanswered" },
      { uid: callee, outcome: "unanswered" },
    ]);
  }
  return {
    initiator: caller,
    receiver: i % 3 ? callee : "team",
    receiverType: i % 3 ? "user" : "group",
    type: i % 2 ? "video" : "audio",
    mode: i % 3 ? "call" : "meet",
    initiatedAt: at,
    participants: [
      { uid: caller, sessions: [{ joinedAt: at + 2, leftAt: at + 62 + i * 17 }] },
      { uid: callee, sessions: [{ joinedAt: at + 4, leftAt: at + 62 + i * 17 }] },
    ],
  };
}

const query = (to: number) => ({ appId: sb.appId, from: T0, to, tz: "Europe/Berlin" });

const sb = aliceBobForFile(async () => {
  await sb.chat("POST", "/groups", { guid: "team", name: "Team", owner: "alice" });
  for (let i = 0; i < 24; i++) await sb.recordCall(callBody(i));
  ongoingId = await sb.recordCall({
    ...callBody(24),
    participants: [{ uid: "alice", sessions: [{ joinedAt: T0 + 24 * 5400 + 1 }] }],
  });
});
const db = await tempStore("call-sync");

// Every read of the service, counted: a run reads the next page ahead while it stores one.
vi.mock("../server/api/call", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../server/api/call")>();
  return { ...actual, call: vi.fn(actual.call) };
});
const reads = vi.mocked(api.call);

describe("syncCalls against a running sandbox", () => {
  it("starts with nothing synced", async () => {
    expect(await readProgress(db, sb.appId)).toMatchObject({
      phase: "never",
      storedCalls: 0,
      running: false,
    });
  });

  it("backfills page by page and resumes where it stopped", async () => {
    reads.mockClear();
    const first = await syncCalls(db, sb.connection, { perPage: 10, maxPages: 1 });
    // The read ahead stops at the run's last page.
    expect(reads).toHaveBeenCalledTimes(1);
    expect(first).toMatchObject({
      phase: "backfill",
      nextPage: 2,
      totalPages: 3,
      totalCalls: 25,
      storedCalls: 10,
    });
    // A call arriving mid-backfill lands on page 1 and shifts the rest down: nothing is skipped.
    await sb.recordCall(callBody(30));
    const second = await syncCalls(db, sb.connection, { perPage: 10, maxPages: 1 });
    expect(second).toMatchObject({ phase: "backfill", nextPage: 3, storedCalls: 19 });
    const done = await syncCalls(db, sb.connection, { perPage: 10 });
    expect(done).toMatchObject({ phase: "idle", nextPage: 1, totalCalls: 26, running: false, error: null });
    expect(done.storedCalls).toBe(25); // the newest call comes with the next incremental run
    expect(done.highWater).toBe(T0 + 24 * 5400);
    const after = await syncCalls(db, sb.connection, { perPage: 10 });
    expect(after.storedCalls).toBe(26);
    expect(after.highWater).toBe(T0 + 30 * 5400);
    const p = await panel(db, query(T0 + 3 * 86_400));
    expect(p).toEqual(await rawPanel(db, query(T0 + 3 * 86_400)));
    expect(p.kpis.calls.value).toBe(26);
    expect(p.byStatus).toContainEqual({ key: "ongoing", calls: 1 });
  });

  it("sees ongoing calls end and new calls arrive incrementally", async () => {
    const base = `${sb.url}/${sb.region}/${sb.appId}/sandbox/v1/calls/${encodeURIComponent(ongoingId)}/end`;
    const res = await fetch(base, {
      method: "POST",
      headers: { apikey: sb.apiKey, "content-type": "application/json" },
      body: JSON.stringify({ endedAt: T0 + 24 * 5400 + 601 }),
    });
    expect(res.status).toBe(200);
    await sb.recordCall(callBody(31));
    const progress = await syncCalls(db, sb.connection, { perPage: 10 });
    expect(progress).toMatchObject({ phase: "idle", storedCalls: 27, totalCalls: 27 });
    const p = await panel(db, query(T0 + 3 * 86_400));
    expect(p).toEqual(await rawPanel(db, query(T0 + 3 * 86_400)));
    expect(p.byStatus).toContainEqual({ key: "ongoing", calls: 0 });
    expect(p.kpis.calls.value).toBe(27);
  });

  it("records a failure and keeps the place to resume from", async () => {
    const broken = { ...sb.connection, apiKey: "wrong-key" };
    await expect(syncCalls(db, broken, { perPage: 10 })).rejects.toThrow();
    const progress = await readProgress(db, sb.appId);
    expect(progress.error).toBeTruthy();
    expect(progress).toMatchObject({ phase: "idle", storedCalls: 27 });
  });
});
