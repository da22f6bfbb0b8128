import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aliceBobSandbox } from "@/test/minute-calls";
import { TEST_PG_URL, tempPgStore } from "@/test/pg-store";
import type { SandboxProcess } from "@/test/sandbox-process";
import { type Db, openStore } from "../db";
import { acquireLease, releaseLease } from "./lease";
import { readChatProgress, syncMessages } from "./sync";

/** Two dashboard instances: two connections to one store. */
interface TwoStores {
  a: Db;
  b: Db;
  drop(): Promise<void>;
}

async function sqlitePair(): Promise<TwoStores> {
  const dir = mkdtempSync(path.join(tmpdir(), "chat-lease-"));
  const a = openStore({ dataDir: dir });
  await a.ready;
  const b = openStore({ dataDir: dir });
  await b.ready;
  return {
    a: a.db,
    b: b.db,
    drop: async () => {
      await a.db.destroy();
      await b.db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function pgPair(): Promise<TwoStores> {
  const first = await tempPgStore("chat_lease");
  const url = new URL(TEST_PG_URL);
  url.pathname = `/${first.database}`;
  const second = openStore({ databaseUrl: url.toString(), dataDir: "" });
  await second.ready;
  return {
    a: first.db,
    b: second.db,
    drop: async () => {
      await second.db.destroy();
      await first.drop();
    },
  };
}

const stores: Array<[string, () => Promise<TwoStores>]> = [
  ["sqlite", sqlitePair],
  ["postgres", pgPair],
];

let sb: SandboxProcess;
beforeAll(async () => {
  sb = await aliceBobSandbox();
  for (let i = 0; i < 25; i++) {
    await sb.chat("POST", "/messages", { receiver: "alice", receiverType: "user", data: { text: `m${i}` } });
  }
}, 60_000);
afterAll(async () => {
  await sb?.stop();
});

// The lease itself is the call sync's (lib/db/sync-lease.ts, tested in lib/call-store/lease.test.ts).
describe.each(stores)("chat sync lease on %s", (_name, open) => {
  let s: TwoStores;
  beforeAll(async () => {
    s = await open();
  });
  afterAll(async () => {
    await s?.drop();
  });

  it("syncs an app on one instance at a time, the other resuming where a crashed one stopped", async () => {
    const first = await syncMessages(s.a, sb.connection, { perPage: 10, maxPages: 1, owner: "instance-a" });
    expect(first).toMatchObject({ phase: "backfill", storedMessages: 10, running: false });
    // Instance A takes the lease again and dies holding it (a lease of 1 ms lapses at once).
    expect(await acquireLease(s.a, sb.appId, { owner: "instance-a", ttlMs: 1 })).toBe(true);
    await new Promise((r) => setTimeout(r, 5));
    const resumed = await syncMessages(s.b, sb.connection, { perPage: 10, maxPages: 1, owner: "instance-b" });
    expect(resumed).toMatchObject({ phase: "backfill", storedMessages: 20, pages: 2, running: false });
    expect(await acquireLease(s.a, sb.appId, { owner: "instance-a", ttlMs: 60_000 })).toBe(true);
    expect(await syncMessages(s.b, sb.connection, { perPage: 10, owner: "instance-b" })).toMatchObject({
      running: true,
      runningElsewhere: true,
      storedMessages: 20,
    });
    await releaseLease(s.a, sb.appId, "instance-a");
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
