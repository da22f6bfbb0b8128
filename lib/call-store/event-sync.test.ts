import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SandboxProcess, startSandbox } from "@/test/sandbox-process";
import { tempStore } from "@/test/temp-store";
import type { Db } from "../db";
import { type CallEventLike, startEventSync } from "./event-sync";
import { readProgress } from "./sync";

const T0 = Date.UTC(2026, 3, 1) / 1000;
let sb: SandboxProcess;
let db: Db;

const call = (i: number) => ({
  initiator: "alice",
  receiver: "bob",
  receiverType: "user",
  type: "audio",
  mode: "call",
  initiatedAt: T0 + i * 600,
  participants: [
    { uid: "alice", sessions: [{ joinedAt: T0 + i * 600 + 1, leftAt: T0 + i * 600 + 61 }] },
    { uid: "bob", sessions: [{ joinedAt: T0 + i * 600 + 2, leftAt: T0 + i * 600 + 61 }] },
  ],
});

beforeAll(async () => {
  sb = await startSandbox("eu");
  for (const uid of ["alice", "bob"]) await sb.chat("POST", "/users", { uid, name: uid });
  db = await tempStore("call-events");
}, 60_000);

afterAll(async () => {
  await sb?.stop();
});

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
});
