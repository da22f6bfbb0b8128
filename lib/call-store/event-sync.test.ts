import { describe, expect, it } from "vitest";
import { minuteCall } from "@/test/minute-calls";
import { aliceBobForFile } from "@/test/sandbox-for-file";
import { tempStore } from "@/test/temp-store";
import { type CallEventLike, startEventSync } from "./event-sync";
import { callSyncLease } from "./lease";
import { readProgress } from "./sync";

const T0 = Date.UTC(2026, 3, 1) / 1000;

const call = (i: number) => minuteCall(T0, i);

const sb = aliceBobForFile();
const db = await tempStore("call-events");

describe("startEventSync", () => {
  it("syncs a watched app once per burst of its call events, and ignores the rest", async () => {
    const listeners: ((e: CallEventLike) => void)[] = [];
    const synced: number[] = [];
    const sync = startEventSync({
      db,
      debounceMs: 50,
      subscribe: (l) => {
        listeners.push(l);
        return () => listeners.splice(listeners.indexOf(l), 1);
      },
      onSynced: (p) => synced.push(p.storedCalls),
    });
    const emit = (e: CallEventLike) => {
      for (const l of listeners) l(e);
    };
    await sb.recordCall(call(0));
    // Not watched yet, or not a call event: nothing happens.
    emit({ appId: sb.appId, family: "calls" });
    sync.watch(sb.connection);
    emit({ appId: sb.appId, family: "messages" });
    emit({ appId: "another-app", family: "calls" });
    await new Promise((r) => setTimeout(r, 200));
    expect(synced).toEqual([]);
    expect((await readProgress(db, sb.appId)).storedCalls).toBe(0);

    await sb.recordCall(call(1));
    for (let i = 0; i < 5; i++) emit({ appId: sb.appId, family: i % 2 ? "calls" : "meetings" });
    await expect.poll(() => synced, { timeout: 10_000 }).toEqual([2]);
    await sync.stop();
    expect(listeners).toHaveLength(0);
  });

  it("syncs any connected app, and waits for another instance's earlier run to end", async () => {
    const listeners: ((e: CallEventLike) => void)[] = [];
    const synced: number[] = [];
    const deferred: string[] = [];
    const asked: string[] = [];
    const sync = startEventSync({
      db,
      debounceMs: 30,
      owner: "instance-a",
      subscribe: (l) => {
        listeners.push(l);
        return () => listeners.splice(listeners.indexOf(l), 1);
      },
      connectionFor: (appId) => {
        asked.push(appId);
        return appId === sb.appId ? sb.connection : undefined;
      },
      onSynced: (p) => synced.push(p.storedCalls),
      onDeferred: (appId) => deferred.push(appId),
    });
    const emit = (e: CallEventLike) => {
      for (const l of listeners) l(e);
    };
    // Another instance holds the app's lease, from a run that began before the event.
    expect(await callSyncLease.acquire(db, sb.appId, { owner: "instance-b", ttlMs: 60_000 })).toBe(true);
    await sb.recordCall(call(2));
    emit({ appId: sb.appId, family: "calls" });
    emit({ appId: "not-connected", family: "recordings" });
    await expect.poll(() => deferred.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    expect(synced).toEqual([]);
    expect(asked).toContain("not-connected");
    expect(deferred.every((a) => a === sb.appId)).toBe(true);
    expect(await readProgress(db, sb.appId, "instance-a")).toMatchObject({
      running: true,
      runningElsewhere: true,
    });
    await callSyncLease.release(db, sb.appId, "instance-b");
    await expect.poll(() => synced, { timeout: 10_000 }).toEqual([3]);
    await sync.stop();
  });
});
