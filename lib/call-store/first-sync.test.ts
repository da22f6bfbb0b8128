import { describe, expect, it } from "vitest";
import { minuteCall } from "@/test/minute-calls";
import { aliceBobForFile } from "@/test/sandbox-for-file";
import { tempStore } from "@/test/temp-store";
import { firstSyncStep, keepFirstSync } from "./first-sync";
import { callSyncLease } from "./lease";
import { readProgress } from "./sync";

const T0 = Date.UTC(2026, 4, 4) / 1000;
const CALLS = 5;

const call = (i: number) => minuteCall(T0, i);

const sb = aliceBobForFile(async () => {
  for (let i = 0; i < CALLS; i++) await sb.recordCall(call(i));
});

describe("firstSyncStep", () => {
  it("starts a first sync that never ran or was cut short, waits while one runs, then is done", () => {
    expect(firstSyncStep({ phase: "never", running: false })).toBe("start");
    expect(firstSyncStep({ phase: "backfill", running: false })).toBe("start");
    expect(firstSyncStep({ phase: "never", running: true })).toBe("wait");
    expect(firstSyncStep({ phase: "backfill", running: true })).toBe("wait");
    expect(firstSyncStep({ phase: "idle", running: false })).toBe("done");
    expect(firstSyncStep({ phase: "idle", running: true })).toBe("done");
  });
});

describe("keepFirstSync against a running sandbox", () => {
  it("syncs a connected app that was never synced, once, and leaves it alone after", async () => {
    const db = await tempStore("first-sync");
    const o = { db, connectionFor: () => sb.connection, owner: "instance-a" };
    const first = keepFirstSync(sb.appId, o);
    expect(keepFirstSync(sb.appId, o)).toBe(first);
    await first;
    const done = await readProgress(db, sb.appId, "instance-a");
    expect(done).toMatchObject({ phase: "idle", running: false, storedCalls: CALLS, totalCalls: CALLS });

    await sb.recordCall(call(CALLS));
    await keepFirstSync(sb.appId, o);
    // No second run: the same start time and the new call not read.
    expect(await readProgress(db, sb.appId, "instance-a")).toMatchObject({
      startedAt: done.startedAt,
      storedCalls: CALLS,
    });
  });

  it("does nothing for an app that is not connected", async () => {
    const db = await tempStore("first-sync-gone");
    await keepFirstSync(sb.appId, { db, connectionFor: () => undefined, owner: "instance-a" });
    expect(await readProgress(db, sb.appId, "instance-a")).toMatchObject({ phase: "never", storedCalls: 0 });
  });

  it("waits while another instance holds the app, and takes over once its lease lapses", async () => {
    const db = await tempStore("first-sync-elsewhere");
    // Another instance took the app and then stopped renewing (it crashed).
    expect(await callSyncLease.acquire(db, sb.appId, { owner: "instance-b", ttlMs: 1500 })).toBe(true);
    let finished = false;
    const kept = keepFirstSync(sb.appId, {
      db,
      connectionFor: () => sb.connection,
      owner: "instance-a",
      pollMs: 100,
    }).then(() => {
      finished = true;
    });
    await new Promise((r) => setTimeout(r, 700));
    expect(finished).toBe(false);
    expect(await readProgress(db, sb.appId, "instance-a")).toMatchObject({
      phase: "never",
      runningElsewhere: true,
      storedCalls: 0,
    });
    await kept;
    expect(await readProgress(db, sb.appId, "instance-a")).toMatchObject({
      phase: "idle",
      running: false,
      storedCalls: CALLS + 1,
    });
  });

  it("retries a failing first sync a few times, then leaves the error for the page", async () => {
    const db = await tempStore("first-sync-down");
    const errors: unknown[] = [];
    const unreachable = { ...sb.connection, callUrl: "http://127.0.0.1:9/{region}/{appId}/call/v3" };
    await keepFirstSync(sb.appId, {
      db,
      connectionFor: () => unreachable,
      owner: "instance-a",
      retryMs: 10,
      maxFailures: 3,
      onError: (e) => errors.push(e),
    });
    expect(errors).toHaveLength(3);
    const p = await readProgress(db, sb.appId, "instance-a");
    expect(p).toMatchObject({ running: false, storedCalls: 0 });
    expect(p.phase).not.toBe("idle");
    expect(p.error).toBeTruthy();
    expect(firstSyncStep(p)).toBe("start");
  }, 60_000);
});
