import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TEST_PG_URL, tempPgStore } from "@/test/pg-store";
import { APP, messageSent } from "@/test/receiver-fixtures";
import { type Db, openStore } from "../db";
import { createEndpoint } from "./endpoints";
import type { StoredEvent } from "./events";
import { type EventFeed, startPgFeed } from "./pg-feed";
import { createReceiver, type Receiver } from "./receiver";

const KEY = Buffer.alloc(32, 5);

interface Instance {
  db: Db;
  receiver: Receiver;
  feed: EventFeed;
  seen: StoredEvent[];
}

describe("the live feed across instances on one PostgreSQL", () => {
  let first: Awaited<ReturnType<typeof tempPgStore>>;
  let url = "";
  let a: Instance;
  let b: Instance;
  let endpointId = "";
  let extra: Db | undefined;

  const start = (db: Db, origin: string): Instance => {
    const receiver = createReceiver({ db, key: KEY, commitTimeoutMs: 15_000 });
    const feed = startPgFeed({ db, databaseUrl: url, receiver, origin });
    const seen: StoredEvent[] = [];
    feed.subscribe((e) => seen.push(e));
    return { db, receiver, feed, seen };
  };
  const ingest = (i: Instance, id: string) =>
    i.receiver.ingest(endpointId, JSON.stringify(messageSent(id)), new Headers({ "x-n": id }));
  const messageIds = (i: Instance) =>
    i.seen.map((e) => (e.payload.data as { message: { id: string } }).message.id);

  beforeAll(async () => {
    first = await tempPgStore("pg_feed");
    const u = new URL(TEST_PG_URL);
    u.pathname = `/${first.database}`;
    url = u.toString();
    const second = openStore({ databaseUrl: url, dataDir: "" });
    await second.ready;
    extra = second.db;
    endpointId = (await createEndpoint({ db: first.db, key: KEY }, { appId: APP })).endpoint.id;
    a = start(first.db, "instance-a");
    b = start(second.db, "instance-b");
    await Promise.all([a.feed.ready, b.feed.ready]);
  });
  afterAll(async () => {
    for (const i of [a, b]) {
      await i?.feed.close();
      await i?.receiver.close();
    }
    await extra?.destroy();
    await first?.drop();
  });

  it("delivers an event stored by one instance to the other's subscribers, once each", async () => {
    const results = await Promise.all(["b1", "b2", "b3"].map((id) => ingest(b, id)));
    expect(results.every((r) => !r.duplicate)).toBe(true);
    // The dedupe key lives in the store: a redelivery to the other instance is a duplicate there too.
    expect(await ingest(a, "b2")).toEqual({ duplicate: true });
    expect(messageIds(b)).toEqual(["b1", "b2", "b3"]);
    await expect.poll(() => messageIds(a), { timeout: 10_000 }).toEqual(["b1", "b2", "b3"]);
    expect(a.seen[0]).toMatchObject({ endpointId, appId: APP, trigger: "message_sent", family: "messages" });
    expect(a.seen[0]?.headers["x-n"]).toBe("b1");
    expect(a.seen.map((e) => e.id)).toEqual(b.seen.map((e) => e.id));
  });

  it("does not deliver an instance's own events to it a second time", async () => {
    await ingest(a, "a1");
    expect(messageIds(a)).toEqual(["b1", "b2", "b3", "a1"]);
    await expect.poll(() => messageIds(b), { timeout: 10_000 }).toEqual(["b1", "b2", "b3", "a1"]);
    // Notifications arrive in commit order, so A's own announcement of a1 was handled and skipped by now.
    await ingest(b, "b4");
    await expect.poll(() => messageIds(a), { timeout: 10_000 }).toEqual(["b1", "b2", "b3", "a1", "b4"]);
    expect(messageIds(b)).toEqual(["b1", "b2", "b3", "a1", "b4"]);
  });

  it("after its listening connection drops, an instance catches up what the other stored meanwhile", async () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const listening = sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
      where datname = current_database() and query like 'listen %' and pid <> pg_backend_pid()`;
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query like 'listen %' and pid <> pg_backend_pid()`.execute(a.db);
    await expect.poll(async () => (await listening.execute(a.db)).rows[0]?.n, { timeout: 5_000 }).toBe(0);
    await ingest(a, "gap1");
    await ingest(a, "gap2");
    const before = ["b1", "b2", "b3", "a1", "b4"];
    await expect.poll(() => messageIds(b), { timeout: 10_000 }).toEqual([...before, "gap1", "gap2"]);
    // A had its own at once, and its catch-up does not repeat them.
    await expect.poll(async () => (await listening.execute(a.db)).rows[0]?.n, { timeout: 5_000 }).toBe(2);
    await ingest(b, "b5");
    await expect.poll(() => messageIds(a), { timeout: 10_000 }).toEqual([...before, "gap1", "gap2", "b5"]);
    expect(messageIds(b)).toEqual([...before, "gap1", "gap2", "b5"]);
    quiet.mockRestore();
  });
});
