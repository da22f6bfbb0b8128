import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aliceBobForFile } from "@/test/sandbox-for-file";
import { openedForBlock, storeEngines } from "@/test/two-stores";
import { getMessage, sendMessage } from "../contract/messages";
import { addReaction, removeReaction } from "../contract/reactions";
import { createEndpoint } from "../receiver/endpoints";
import { createReceiver, type Receiver } from "../receiver/receiver";
import { call } from "../server/api/call";
import { type ChatEventLike, followChatEvents } from "./event-sync";
import { chatSyncLease } from "./lease";
import { syncMessages } from "./sync";

const KEY = Buffer.alloc(32, 7);
const sb = aliceBobForFile();

/** From alice to bob, so both may react. */
async function send(text: string): Promise<number> {
  const res = await call(sb.connection, sendMessage, {
    body: { receiver: "bob", receiverType: "user", category: "message", type: "text", data: { text } },
    onBehalfOf: "alice",
  });
  if (!("id" in res.data)) throw new Error("one message was sent");
  return Number(res.data.id);
}

const react = (id: number, reaction: string, uid: string) =>
  call(sb.connection, addReaction, { params: { id: String(id), reaction }, onBehalfOf: uid });
const unreact = (id: number, reaction: string, uid: string) =>
  call(sb.connection, removeReaction, { params: { id: String(id), reaction }, onBehalfOf: uid });

/** A reaction event as the service delivers it: the reaction names its message. */
const reactionEvent = (messageId: number, trigger = "message_reaction_added"): ChatEventLike => ({
  appId: sb.appId,
  family: "receipts-and-reactions",
  trigger,
  payload: {
    trigger,
    appId: sb.appId,
    data: { reaction: { messageId: String(messageId), reaction: ":x:" } },
  },
});

const messageEvent = (appId = sb.appId): ChatEventLike => ({
  appId,
  family: "messages",
  trigger: "message_sent",
  payload: {},
});

/** Events emitted by hand, so a burst is one synchronous run of emits. */
function handEvents() {
  const listeners: ((e: ChatEventLike) => void)[] = [];
  return {
    listeners,
    subscribe: (l: (e: ChatEventLike) => void) => {
      listeners.push(l);
      return () => listeners.splice(listeners.indexOf(l), 1);
    },
    emit: (...events: ChatEventLike[]) => {
      for (const e of events) for (const l of listeners) l(e);
    },
  };
}

describe("following events without a pause", () => {
  it("reads at most the longest wait after the first event, however steady the stream", async () => {
    const ev = handEvents();
    let asked = 0;
    const errors: unknown[] = [];
    const sync = followChatEvents({
      db: undefined as never,
      subscribe: ev.subscribe,
      // No connection: each read the debounce lets through is counted and ends there.
      connectionFor: () => {
        asked += 1;
        return undefined;
      },
      debounceMs: 40,
      reactionDebounceMs: 40,
      maxWaitMs: 120,
      onError: (e) => errors.push(e),
    });
    try {
      // An event every 10 ms for 400 ms: a debounce alone would never let a read through.
      for (let t = 0; t < 40; t++) {
        ev.emit(messageEvent(), reactionEvent(7));
        await new Promise((r) => setTimeout(r, 10));
      }
      expect(asked).toBeGreaterThanOrEqual(2);
      expect(errors).toEqual([]);
    } finally {
      await sync.stop();
    }
  });

  it("answers stop only once a read under way has ended", async () => {
    const ev = handEvents();
    const steps: string[] = [];
    let asked!: () => void;
    const reading = new Promise<void>((r) => {
      asked = r;
    });
    const sync = followChatEvents({
      db: undefined as never,
      subscribe: ev.subscribe,
      connectionFor: async () => {
        asked();
        await new Promise((r) => setTimeout(r, 50));
        steps.push("read ended");
        return undefined;
      },
      debounceMs: 5,
    });
    ev.emit(messageEvent());
    await reading;
    await sync.stop();
    steps.push("stopped");
    expect(steps).toEqual(["read ended", "stopped"]);
  });

  it("reports a subscription that fails instead of leaving it unhandled", async () => {
    const errors: unknown[] = [];
    const sync = followChatEvents({
      db: undefined as never,
      subscribe: async () => {
        throw new Error("the receiver's store is unreachable");
      },
      connectionFor: () => undefined,
      onError: (e) => errors.push(e),
    });
    await sync.stop();
    expect(errors.map(String)).toEqual(["Error: the receiver's store is unreachable"]);
  });
});

describe.each(storeEngines("chat-events"))("chat store following events on %s", (engine, open) => {
  const store = openedForBlock(open);
  const hookId = `chatstore${engine}`;
  let receiver: Receiver;
  let server: ReturnType<typeof serve>;

  const reactionsOf = (messageId: number) =>
    store.db
      .selectFrom("ms_reactions")
      .select(["reaction", "count"])
      .where("app_id", "=", sb.appId)
      .where("message_id", "=", messageId)
      .orderBy("reaction")
      .execute()
      .then((rows) => rows.map((r) => ({ reaction: r.reaction, count: Number(r.count) })));
  const isStored = async (messageId: number) =>
    (await store.db
      .selectFrom("ms_messages")
      .select("id")
      .where("app_id", "=", sb.appId)
      .where("id", "=", messageId)
      .executeTakeFirst()) !== undefined;

  beforeAll(async () => {
    receiver = createReceiver({ db: store.db, key: KEY });
    server = serve({
      hostname: "127.0.0.1",
      port: 0,
      fetch: (req) => receiver.handle(req, new URL(req.url).pathname.split("/").at(-1) ?? ""),
    });
    if (!server.listening) await new Promise((r) => server.once("listening", r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const ep = await createEndpoint({ db: store.db, key: KEY }, { appId: sb.appId });
    await sb.mgmtRequest("POST", `/apps/${sb.appId}/webhooks`, {
      id: hookId,
      name: `Receiver ${engine}`,
      webhookURL: `${base}/api/receiver/${ep.endpoint.id}`,
      useBasicAuth: true,
      username: ep.username,
      password: ep.password,
      enabled: true,
      retryOnFailure: false,
    });
    await sb.mgmtRequest("POST", `/apps/${sb.appId}/webhooks/${hookId}/triggers`, {
      triggerIds: ["message_sent", "message_deleted", "message_reaction_added", "message_reaction_removed"],
    });
  });
  afterAll(async () => {
    await sb.mgmtRequest("DELETE", `/apps/${sb.appId}/webhooks/${hookId}`);
    server.close();
    await receiver.close();
  });

  it("copies a message sent and follows its reactions through the receiver's events", async () => {
    const reads: number[] = [];
    const sync = followChatEvents({
      db: store.db,
      debounceMs: 30,
      reactionDebounceMs: 30,
      subscribe: (l) => receiver.subscribe(l),
      connectionFor: (appId) => (appId === sb.appId ? sb.connection : undefined),
      onReactions: (_, id) => reads.push(id),
    });
    const id = await send("react to me");
    await expect.poll(() => isStored(id), { timeout: 15_000 }).toBe(true);
    expect(await reactionsOf(id)).toEqual([]);

    await react(id, ":smile:", "bob");
    await react(id, ":smile:", "alice");
    await react(id, ":wave:", "alice");
    await expect
      .poll(() => reactionsOf(id), { timeout: 15_000 })
      .toEqual([
        { reaction: ":smile:", count: 2 },
        { reaction: ":wave:", count: 1 },
      ]);
    await unreact(id, ":smile:", "bob");
    await unreact(id, ":wave:", "alice");
    await expect
      .poll(() => reactionsOf(id), { timeout: 15_000 })
      .toEqual([{ reaction: ":smile:", count: 1 }]);
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.every((r) => r === id)).toBe(true);
    await sync.stop();
  });

  it("reads a message once per burst, and writes what the service holds now, not the events' deltas", async () => {
    const ev = handEvents();
    const reads: [number, boolean][] = [];
    const synced: number[] = [];
    const asked: string[] = [];
    const sync = followChatEvents({
      db: store.db,
      debounceMs: 30,
      reactionDebounceMs: 30,
      subscribe: ev.subscribe,
      connectionFor: (appId) => {
        asked.push(appId);
        return appId === sb.appId ? sb.connection : undefined;
      },
      onReactions: (_, id, stored) => reads.push([id, stored]),
      onSynced: (p) => synced.push(p.storedMessages),
    });
    await syncMessages(store.db, sb.connection);
    const kept = await send("kept");
    await react(kept, ":smile:", "bob");
    // Not copied yet: left to the first copy, which brings the reaction.
    ev.emit(reactionEvent(kept), reactionEvent(kept), reactionEvent(kept));
    await expect.poll(() => reads, { timeout: 10_000 }).toEqual([[kept, false]]);
    expect(await isStored(kept)).toBe(false);

    // Message events: one incremental read for the burst; another app's and other families' events are not ours.
    ev.emit(messageEvent("another-app"), { ...messageEvent(), family: "users", trigger: "user_created" });
    ev.emit(messageEvent(), messageEvent(), messageEvent());
    await expect.poll(() => synced.length, { timeout: 10_000 }).toBe(1);
    expect(await isStored(kept)).toBe(true);
    expect(asked).toContain("another-app");
    expect(await reactionsOf(kept)).toEqual([{ reaction: ":smile:", count: 1 }]);

    // Stale counts are replaced by the message as it is now, whichever event comes, as often as it comes.
    await store.db
      .updateTable("ms_reactions")
      .set({ count: 40 })
      .where("app_id", "=", sb.appId)
      .where("message_id", "=", kept)
      .execute();
    await react(kept, ":tada:", "alice");
    ev.emit(reactionEvent(kept, "message_reaction_removed"), reactionEvent(kept), reactionEvent(kept));
    await expect.poll(() => reads.length, { timeout: 10_000 }).toBe(2);
    expect(reads[1]).toEqual([kept, true]);
    expect(await reactionsOf(kept)).toEqual([
      { reaction: ":smile:", count: 1 },
      { reaction: ":tada:", count: 1 },
    ]);

    // Deleted (its reactions go with its text), then removed for good (the service answers 404).
    const gone = await send("gone");
    await react(gone, ":smile:", "bob");
    await syncMessages(store.db, sb.connection);
    expect(await reactionsOf(gone)).toEqual([{ reaction: ":smile:", count: 1 }]);
    await sb.chat("DELETE", `/messages/${gone}`, { permanent: true });
    await expect(call(sb.connection, getMessage, { params: { id: String(gone) } })).rejects.toMatchObject({
      status: 404,
    });
    ev.emit(reactionEvent(gone, "message_reaction_removed"));
    await expect.poll(() => reads.length, { timeout: 10_000 }).toBe(3);
    expect(reads[2]).toEqual([gone, true]);
    expect(await reactionsOf(gone)).toEqual([]);
    expect(await reactionsOf(kept)).toHaveLength(2);
    await sync.stop();
    expect(ev.listeners).toHaveLength(0);
  });

  it("waits for another instance's earlier incremental read to end", async () => {
    const ev = handEvents();
    const synced: number[] = [];
    const deferred: string[] = [];
    const sync = followChatEvents({
      db: store.db,
      debounceMs: 30,
      owner: "instance-a",
      subscribe: ev.subscribe,
      connectionFor: () => sb.connection,
      onSynced: (p) => synced.push(p.storedMessages),
      onDeferred: (appId) => deferred.push(appId),
    });
    const before = (await syncMessages(store.db, sb.connection)).storedMessages;
    expect(await chatSyncLease.acquire(store.db, sb.appId, { owner: "instance-b", ttlMs: 60_000 })).toBe(
      true,
    );
    const id = await send("while another instance reads");
    ev.emit(messageEvent());
    await expect.poll(() => deferred.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    expect(synced).toEqual([]);
    expect(await isStored(id)).toBe(false);
    await chatSyncLease.release(store.db, sb.appId, "instance-b");
    await expect.poll(() => synced, { timeout: 10_000 }).toEqual([before + 1]);
    expect(await isStored(id)).toBe(true);
    await sync.stop();
  });
});
