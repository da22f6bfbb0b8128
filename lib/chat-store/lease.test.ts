import { describe, expect, it } from "vitest";
import { aliceBobForFile } from "@/test/sandbox-for-file";
import { openedForBlock, twoStoreEngines } from "@/test/two-stores";
import { chatSyncLease } from "./lease";
import { readChatProgress, syncMessages } from "./sync";

const stores = twoStoreEngines("chat-lease");

const sb = aliceBobForFile(async () => {
  for (let i = 0; i < 25; i++) {
    await sb.chat("POST", "/messages", { receiver: "alice", receiverType: "user", data: { text: `m${i}` } });
  }
});

// The lease itself is the call sync's (lib/db/sync-lease.ts, tested in lib/call-store/lease.test.ts).
describe.each(stores)("chat sync lease on %s", (_name, open) => {
  const s = openedForBlock(open);

  it("syncs an app on one instance at a time, the other resuming where a crashed one stopped", async () => {
    const first = await syncMessages(s.a, sb.connection, { perPage: 10, maxPages: 1, owner: "instance-a" });
    expect(first).toMatchObject({ phase: "backfill", storedMessages: 10, running: false });
    // Instance A takes the lease again and dies holding it (a lease of 1 ms lapses at once).
    expect(await chatSyncLease.acquire(s.a, sb.appId, { owner: "instance-a", ttlMs: 1 })).toBe(true);
    await new Promise((r) => setTimeout(r, 5));
    const resumed = await syncMessages(s.b, sb.connection, { perPage: 10, maxPages: 1, owner: "instance-b" });
    expect(resumed).toMatchObject({ phase: "backfill", storedMessages: 20, pages: 2, running: false });
    expect(await chatSyncLease.acquire(s.a, sb.appId, { owner: "instance-a", ttlMs: 60_000 })).toBe(true);
    expect(await syncMessages(s.b, sb.connection, { perPage: 10, owner: "instance-b" })).toMatchObject({
      running: true,
      runningElsewhere: true,
      storedMessages: 20,
    });
    await chatSyncLease.release(s.a, sb.appId, "instance-a");
    const [x, y] = await Promise.all([
      syncMessages(s.a, sb.connection, { perPage: 10, owner: "instance-a" }),
      syncMessages(s.b, sb.connection, { perPage: 10, owner: "instance-b" }),
    ]);
    const [ran, refused] = x.runningElsewhere ? [y, x] : [x, y];
    expect(refused).toMatchObject({ running: true, runningElsewhere: true });
    expect(ran).toMatchObject({ phase: "idle", storedMessages: 25, running: false, runningElsewhere: false });
    expect(await readChatProgress(s.b, sb.appId, "instance-b")).toMatchObject({
      running: false,
      storedMessages: 25,
    });
  });
});
