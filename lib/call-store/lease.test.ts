import { describe, expect, it } from "vitest";
import { minuteCall } from "@/test/minute-calls";
import { aliceBobForFile } from "@/test/sandbox-for-file";
import { openedForBlock, twoStoreEngines } from "@/test/two-stores";
import type { Db } from "../db";
import { callSyncLease, leaseLive } from "./lease";
import { readProgress, syncCalls } from "./sync";

const stores = twoStoreEngines("sync-lease");

const T = 1_800_000_000_000;
const row = (db: Db, appId: string) =>
  db.selectFrom("cs_sync").selectAll().where("app_id", "=", appId).executeTakeFirstOrThrow();

const sb = aliceBobForFile(async () => {
  for (let i = 0; i < 25; i++) await sb.recordCall(minuteCall(Date.UTC(2026, 4, 1) / 1000, i));
});

describe.each(stores)("sync lease on %s", (_name, open) => {
  const s = openedForBlock(open);

  it("lets exactly one of many concurrent takers hold an app's lease", async () => {
    const owners = Array.from({ length: 12 }, (_, i) => `owner-${i}`);
    const taken = await Promise.all(
      owners.map((owner, i) =>
        callSyncLease.acquire(i % 2 ? s.a : s.b, "race", { owner, now: T, ttlMs: 1000 }),
      ),
    );
    expect(taken.filter(Boolean)).toHaveLength(1);
    const holder = owners[taken.indexOf(true)];
    const r = await row(s.a, "race");
    expect(r.lease_owner).toBe(holder);
    expect(Number(r.lease_until)).toBe(T + 1000);
    expect(r.phase).toBe("never");
    expect(
      await callSyncLease.acquire(s.b, "race", { owner: holder as string, now: T + 10, ttlMs: 1000 }),
    ).toBe(true);
    expect(await callSyncLease.acquire(s.a, "race", { owner: "late", now: T + 500, ttlMs: 1000 })).toBe(
      false,
    );
  });

  it("hands a lapsed lease to the next taker, and the old holder can no longer renew or release", async () => {
    expect(await callSyncLease.acquire(s.a, "crash", { owner: "crashed", now: T, ttlMs: 1000 })).toBe(true);
    expect(await callSyncLease.acquire(s.b, "crash", { owner: "next", now: T + 999, ttlMs: 1000 })).toBe(
      false,
    );
    expect(leaseLive(await row(s.b, "crash"), T + 999)).toBe(true);
    expect(leaseLive(await row(s.b, "crash"), T + 1000)).toBe(false);
    expect(await callSyncLease.acquire(s.b, "crash", { owner: "next", now: T + 1000, ttlMs: 1000 })).toBe(
      true,
    );
    expect(
      await callSyncLease.renew(s.a, "crash", { owner: "crashed", now: T + 1001 }, { next_page: 9 }),
    ).toBe(false);
    expect(await callSyncLease.release(s.a, "crash", "crashed", { error: "late" })).toBe(false);
    const r = await row(s.a, "crash");
    expect(r).toMatchObject({ lease_owner: "next", next_page: 1, error: null });
  });

  it("renews only the holder's lease, writing its progress in the same statement", async () => {
    expect(await callSyncLease.acquire(s.a, "renew", { owner: "a", now: T, ttlMs: 1000 })).toBe(true);
    expect(
      await callSyncLease.renew(s.b, "renew", { owner: "b", now: T + 900, ttlMs: 1000 }, { next_page: 5 }),
    ).toBe(false);
    expect(
      await callSyncLease.renew(s.a, "renew", { owner: "a", now: T + 900, ttlMs: 1000 }, { next_page: 2 }),
    ).toBe(true);
    // Renewed at T + 900: still held at T + 1500, when the first lease would have lapsed.
    expect(await callSyncLease.acquire(s.b, "renew", { owner: "b", now: T + 1500, ttlMs: 1000 })).toBe(false);
    expect(await row(s.b, "renew")).toMatchObject({ lease_owner: "a", next_page: 2 });
    expect(await callSyncLease.release(s.a, "renew", "a", { next_page: 3 })).toBe(true);
    expect(await row(s.b, "renew")).toMatchObject({ lease_owner: null, lease_until: null, next_page: 3 });
    expect(await callSyncLease.acquire(s.b, "renew", { owner: "b", now: T + 1500, ttlMs: 1000 })).toBe(true);
  });

  it("takes over a crashed instance's lapsed lease and resumes at its saved page", async () => {
    const conn = sb.connection;
    const first = await syncCalls(s.a, conn, { perPage: 10, maxPages: 1, owner: "instance-a" });
    expect(first).toMatchObject({ phase: "backfill", nextPage: 2, running: false });
    // Instance A takes the lease again and dies holding it (a lease of 1 ms lapses at once).
    expect(await callSyncLease.acquire(s.a, sb.appId, { owner: "instance-a", ttlMs: 1 })).toBe(true);
    await new Promise((r) => setTimeout(r, 5));
    const resumed = await syncCalls(s.b, conn, { perPage: 10, maxPages: 1, owner: "instance-b" });
    expect(resumed).toMatchObject({ phase: "backfill", nextPage: 3, storedCalls: 20, running: false });
    const held = await callSyncLease.acquire(s.a, sb.appId, { owner: "instance-a", ttlMs: 60_000 });
    expect(held).toBe(true);
    expect(await syncCalls(s.b, conn, { perPage: 10, owner: "instance-b" })).toMatchObject({
      running: true,
      runningElsewhere: true,
      nextPage: 3,
    });
    expect(await readProgress(s.b, sb.appId, "instance-a")).toMatchObject({
      running: true,
      runningElsewhere: false,
    });
    await callSyncLease.release(s.a, sb.appId, "instance-a");
    expect(await syncCalls(s.b, conn, { perPage: 10, owner: "instance-b" })).toMatchObject({
      phase: "idle",
      storedCalls: 25,
      running: false,
    });
  });

  it("then runs one of two concurrent syncs of an app; the other answers the progress as running elsewhere", async () => {
    const [x, y] = await Promise.all([
      syncCalls(s.a, sb.connection, { perPage: 10, owner: "instance-a" }),
      syncCalls(s.b, sb.connection, { perPage: 10, owner: "instance-b" }),
    ]);
    const [ran, refused] = x.runningElsewhere ? [y, x] : [x, y];
    expect(refused).toMatchObject({ running: true, runningElsewhere: true });
    expect(ran).toMatchObject({ phase: "idle", storedCalls: 25, running: false, runningElsewhere: false });
    expect(await readProgress(s.b, sb.appId, "instance-b")).toMatchObject({
      running: false,
      runningElsewhere: false,
      storedCalls: 25,
    });
  });
});
