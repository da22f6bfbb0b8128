import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { tempPgStore } from "@/test/pg-store";
import {
  APP,
  basic,
  messageSent,
  sqliteStore,
  storeReceiver,
  type TestStore,
} from "@/test/receiver-fixtures";
import { createEndpoint, rotateCredentials } from "./endpoints";
import { getEvent, latestEventId, listEvents, type StoredEvent } from "./events";
import type { Receiver } from "./receiver";

const KEY = Buffer.alloc(32, 7);

const stores: Array<[string, () => Promise<TestStore>]> = [
  ["SQLite (worker-thread writer)", sqliteStore],
  ["SQLite (Kysely writer)", async () => ({ ...(await sqliteStore()), sqliteFile: undefined })],
  ["PostgreSQL", () => tempPgStore("receiver")],
];

describe.each(stores)("receiver on %s", (_name, open) => {
  let store: TestStore;
  let receiver: Receiver;
  let clock = 1_795_000_000_000;
  let endpointId = "";
  let auth = "";
  let password = "";
  let username = "";

  beforeAll(async () => {
    store = await open();
  });
  afterAll(async () => {
    await receiver?.close();
    await store.drop();
  });

  beforeEach(async () => {
    await receiver?.close();
    receiver = storeReceiver(store, { key: KEY, now: () => clock });
    const issued = await createEndpoint({ db: store.db, key: KEY, now: () => clock }, { appId: APP });
    endpointId = issued.endpoint.id;
    username = issued.username;
    password = issued.password;
    auth = basic(username, password);
  });

  const deliver = (
    body: unknown,
    opts: { auth?: string | null; type?: string | null; id?: string; headers?: Record<string, string> } = {},
  ) => {
    const headers = new Headers(opts.headers);
    const a = opts.auth === undefined ? auth : opts.auth;
    if (a !== null) headers.set("authorization", a);
    const t = opts.type === undefined ? "application/json" : opts.type;
    if (t !== null) headers.set("content-type", t);
    const id = opts.id ?? endpointId;
    const req = new Request(`http://dashboard.test/api/receiver/${id}`, {
      method: "POST",
      headers,
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
    return receiver.handle(req, id);
  };

  const rows = () =>
    store.db.selectFrom("received_events").selectAll().where("endpoint_id", "=", endpointId).execute();

  async function expectError(res: Response, status: number, code: string) {
    expect(res.status).toBe(status);
    const body = await res.json();
    expect(body).toEqual({ error: { code, message: expect.any(String) } });
    expect(await rows()).toHaveLength(0);
  }

  it("stores a delivery with the right credentials and answers 200 with its id", async () => {
    const envelope = messageSent("m1");
    const res = await deliver(envelope, { headers: { "x-delivery-attempt": "2", "user-agent": "ua/1" } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ id: expect.stringMatching(/^\d+$/), duplicate: false });
    const [row, ...rest] = await rows();
    expect(rest).toHaveLength(0);
    expect(String(row?.id)).toBe(body.id);
    expect(row).toMatchObject({
      app_id: APP,
      trigger: "message_sent",
      family: "messages",
      payload: JSON.stringify(envelope),
      attempt: 2,
    });
    expect(Number(row?.received_at)).toBe(clock);
    const headers = JSON.parse(row?.headers ?? "{}");
    expect(headers["user-agent"]).toBe("ua/1");
    expect(headers["content-type"]).toBe("application/json");
    expect(headers).not.toHaveProperty("authorization");
    const event = await getEvent(store.db, body.id);
    expect(event).toMatchObject({ id: body.id, endpointId, appId: APP, family: "messages", attempt: 2 });
    expect(event?.payload).toEqual(envelope);
    expect(event?.receivedAt).toBe(clock);
  });

  it("refuses missing, malformed and wrong credentials with 401 and a challenge", async () => {
    for (const a of [
      null,
      "Bearer abc",
      "Basic !!!",
      basic(username, "wrong-password"),
      basic("someone-else", password),
      basic(username, ""),
      `Basic ${Buffer.from(username + password).toString("base64")}`,
    ]) {
      const res = await deliver(messageSent("m1"), { auth: a });
      expect(res.headers.get("www-authenticate")).toMatch(/^Basic realm=/);
      await expectError(res, 401, "unauthorized");
    }
  });

  it("answers 404 for an unknown endpoint, and for one that cannot exist", async () => {
    await expectError(await deliver(messageSent("m1"), { id: "ep_doesnotexist" }), 404, "unknown_endpoint");
    await expectError(await deliver(messageSent("m1"), { id: "../../etc" }), 404, "unknown_endpoint");
    await expectError(await deliver(messageSent("m1"), { id: "x".repeat(65) }), 404, "unknown_endpoint");
  });

  it("answers 415 for a body that is not declared JSON", async () => {
    await expectError(
      await deliver(messageSent("m1"), { type: "text/plain" }),
      415,
      "unsupported_media_type",
    );
    await expectError(await deliver(messageSent("m1"), { type: null }), 415, "unsupported_media_type");
    const ok = await deliver(messageSent("m1"), { type: "application/json; charset=utf-8" });
    expect(ok.status).toBe(200);
  });

  it("answers 413 for a declared length over 1 MB without reading the body", async () => {
    const res = await deliver(messageSent("m1"), { headers: { "content-length": String(1024 * 1024 + 1) } });
    await expectError(res, 413, "payload_too_large");
  });

  it("answers 413 when a streamed body passes 1 MB, and stores a body of exactly 1 MB", async () => {
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > 1024 * 1024 + chunk.length) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const req = new Request(`http://dashboard.test/api/receiver/${endpointId}`, {
      method: "POST",
      headers: { authorization: auth, "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(req.headers.get("content-length")).toBeNull();
    await expectError(await receiver.handle(req, endpointId), 413, "payload_too_large");
    // The stream was cancelled soon after the limit, not read to its end.
    expect(sent).toBeLessThanOrEqual(1024 * 1024 + 2 * chunk.length);

    const base = JSON.stringify(messageSent("big", { pad: "" }));
    const exact = JSON.stringify(messageSent("big", { pad: "x".repeat(1024 * 1024 - base.length) }));
    expect(Buffer.byteLength(exact)).toBe(1024 * 1024);
    expect((await deliver(exact)).status).toBe(200);
    expect(await rows()).toHaveLength(1);
  });

  it("answers 400 for bodies that are not an event envelope", async () => {
    const bad: unknown[] = [
      "{not json",
      "",
      "[]",
      "null",
      '"message_sent"',
      { data: {} },
      { trigger: "", data: {} },
      { trigger: 42, data: {} },
      { trigger: "message_sent" },
      { trigger: "message_sent", data: null },
      { trigger: "message_sent", data: [] },
      { trigger: "message_sent", data: "x" },
    ];
    for (const body of bad) {
      const res = await deliver(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error.code).toMatch(/^invalid_(json|envelope)$/);
    }
    await expectError(await deliver(messageSent("m1", { appId: "another-app" })), 400, "app_mismatch");
    const invalidUtf8 = new Request(`http://dashboard.test/api/receiver/${endpointId}`, {
      method: "POST",
      headers: { authorization: auth, "content-type": "application/json" },
      body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
    });
    await expectError(await receiver.handle(invalidUtf8, endpointId), 400, "invalid_body");
    expect(await rows()).toHaveLength(0);
  });

  it("dedupes a redelivered message_sent on webhook + trigger + message id", async () => {
    const first = await deliver(messageSent("m1"));
    expect(await first.json()).toMatchObject({ duplicate: false });
    const again = await deliver(messageSent("m1"), { headers: { "x-delivery-attempt": "2" } });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ duplicate: true });
    expect(await (await deliver(messageSent("m1", { webhook: "hook-2" }))).json()).toMatchObject({
      duplicate: false,
    });
    expect(await rows()).toHaveLength(2);
  });

  it("dedupes other triggers on a stable hash of data, whatever the key order", async () => {
    const a = {
      trigger: "group_created",
      data: { group: { guid: "g1", name: "G" }, members: {} },
      webhook: "h",
    };
    const b = {
      webhook: "h",
      data: { members: {}, group: { name: "G", guid: "g1" } },
      trigger: "group_created",
    };
    const c = {
      trigger: "group_created",
      data: { group: { guid: "g1", name: "Other" }, members: {} },
      webhook: "h",
    };
    expect(await (await deliver(a)).json()).toMatchObject({ duplicate: false });
    expect(await (await deliver(b)).json()).toEqual({ duplicate: true });
    expect(await (await deliver(c)).json()).toMatchObject({ duplicate: false });
    expect((await rows()).map((r) => r.family)).toEqual(["groups", "groups"]);
  });

  it("stores one row when copies of an event arrive together", async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(messageSent("same"))));
    const bodies = await Promise.all(answers.map((r) => r.json()));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(bodies.filter((b) => b.duplicate === false)).toHaveLength(1);
    expect(bodies.filter((b) => b.duplicate === true)).toHaveLength(19);
    expect(await rows()).toHaveLength(1);
  });

  it("answers 200 only once the row is stored, for many concurrent deliveries", async () => {
    const seen: StoredEvent[] = [];
    const unsubscribe = receiver.subscribe((e) => seen.push(e));
    const ids = Array.from({ length: 300 }, (_, i) => `c${i}`);
    await Promise.all(
      ids.map(async (id) => {
        const res = await deliver(messageSent(id));
        expect(res.status, await res.clone().text()).toBe(200);
        const { id: eventId } = await res.json();
        // Looked up the moment the answer arrives: the commit happened before it.
        const event = await getEvent(store.db, eventId);
        expect(event?.payload.data).toMatchObject({ message: { id } });
      }),
    );
    unsubscribe();
    expect(await rows()).toHaveLength(300);
    expect(new Set(seen.map((e) => (e.payload.data as { message: { id: string } }).message.id))).toEqual(
      new Set(ids),
    );
    await deliver(messageSent("after-unsubscribe"));
    expect(seen).toHaveLength(300);
  });

  it("accepts the old password during the rotation grace period, then refuses it", async () => {
    const ctx = { db: store.db, key: KEY, now: () => clock };
    const rotated = await rotateCredentials(ctx, endpointId, 60);
    receiver.invalidate(endpointId);
    expect(rotated?.username).toBe(username);
    expect(rotated?.password).not.toBe(password);
    expect(rotated?.endpoint.previousPasswordExpiresAt).toBe(Math.floor(clock / 1000) + 60);
    const fresh = basic(username, rotated?.password ?? "");
    expect((await deliver(messageSent("r1"))).status).toBe(200);
    expect((await deliver(messageSent("r2"), { auth: fresh })).status).toBe(200);
    clock += 59_000;
    expect((await deliver(messageSent("r3"))).status).toBe(200);
    clock += 1_000;
    const expired = await deliver(messageSent("r4"));
    expect(expired.status).toBe(401);
    expect((await deliver(messageSent("r5"), { auth: fresh })).status).toBe(200);
    expect(await rows()).toHaveLength(4);

    const again = await rotateCredentials(ctx, endpointId, 0);
    receiver.invalidate(endpointId);
    expect((await deliver(messageSent("r6"), { auth: fresh })).status).toBe(401);
    expect((await deliver(messageSent("r6"), { auth: basic(username, again?.password ?? "") })).status).toBe(
      200,
    );
    expect(await rotateCredentials(ctx, "ep_unknown", 60)).toBeUndefined();
    await expect(rotateCredentials(ctx, endpointId, -1)).rejects.toThrow(RangeError);
    await expect(rotateCredentials(ctx, endpointId, 1.5)).rejects.toThrow(RangeError);
  });

  it("lists events newest first with filters and keyset pages", async () => {
    await deliver(messageSent("l1"));
    await deliver({ trigger: "message_read_receipt", data: { messageId: "l1", body: { action: "read" } } });
    await deliver({ trigger: "call_started", type: "call", data: { sessionId: "S-100%_x", created_at: 1 } });
    await deliver({ trigger: "recording_generated", data: { sessionId: "S-2", recording_url: "u" } });
    await deliver({ trigger: "brand_new_trigger", data: { Hello: "World" } });
    const mine = { endpointId };
    const all = await listEvents(store.db, mine);
    expect(all.events.map((e) => e.trigger)).toEqual([
      "brand_new_trigger",
      "recording_generated",
      "call_started",
      "message_read_receipt",
      "message_sent",
    ]);
    expect(all.events.map((e) => e.family)).toEqual([
      "other",
      "recordings",
      "calls",
      "receipts-and-reactions",
      "messages",
    ]);
    expect(all.nextBefore).toBeUndefined();
    const family = await listEvents(store.db, { ...mine, family: "calls" });
    expect(family.events.map((e) => e.trigger)).toEqual(["call_started"]);
    const trigger = await listEvents(store.db, { ...mine, trigger: "message_sent" });
    expect(trigger.events).toHaveLength(1);
    expect((await listEvents(store.db, { ...mine, text: "hello world" })).events).toHaveLength(0);
    expect((await listEvents(store.db, { ...mine, text: "WORLD" })).events.map((e) => e.trigger)).toEqual([
      "brand_new_trigger",
    ]);
    // % and _ are literal characters, not wildcards.
    expect((await listEvents(store.db, { ...mine, text: "100%_x" })).events).toHaveLength(1);
    expect((await listEvents(store.db, { ...mine, text: "s-%" })).events).toHaveLength(0);
    const first = await listEvents(store.db, { ...mine, limit: 2 });
    expect(first.events).toHaveLength(2);
    const second = await listEvents(store.db, { ...mine, limit: 2, before: first.nextBefore });
    const third = await listEvents(store.db, { ...mine, limit: 2, before: second.nextBefore });
    expect(third.nextBefore).toBeUndefined();
    expect([...first.events, ...second.events, ...third.events].map((e) => e.id)).toEqual(
      all.events.map((e) => e.id),
    );
    expect((await listEvents(store.db, { appId: "nobody" })).events).toHaveLength(0);
    expect((await listEvents(store.db, { before: "nonsense" })).events).toHaveLength(0);
    const oldest = all.events.at(-1)?.id ?? "";
    expect((await listEvents(store.db, { ...mine, after: oldest })).events.map((e) => e.id)).toEqual(
      all.events.slice(0, -1).map((e) => e.id),
    );
    expect((await listEvents(store.db, { ...mine, after: all.events[0]?.id })).events).toHaveLength(0);
    expect((await listEvents(store.db, { after: "1 or 1=1" })).events).toHaveLength(0);
    // With a slack, also what was received shortly before the last id (the rest of this test's), not itself.
    const newest = all.events[0]?.id;
    expect(
      (await listEvents(store.db, { ...mine, after: newest, afterSlackSeconds: 60 })).events.map((e) => e.id),
    ).toEqual(all.events.slice(1).map((e) => e.id));
    expect(
      (await listEvents(store.db, { ...mine, after: newest, afterSlackSeconds: 0 })).events,
    ).toHaveLength(0);
    expect(await latestEventId(store.db)).toBe(all.events[0]?.id);
    expect(await getEvent(store.db, "999999999")).toBeUndefined();
    expect(await getEvent(store.db, "1 or 1=1")).toBeUndefined();
  });
});
