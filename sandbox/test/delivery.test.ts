import { afterEach, describe, expect, it } from "vitest";
import { parseEvent } from "../../lib/schemas/events";
import { deliveryListEnvelope } from "../../lib/schemas/webhooks";
import { emit, type TriggerId } from "../src/core/events";
import { createManualClock, type ManualClock } from "../src/delivery/scheduler";
import { createDeliveryWorker, type DeliveryWorker } from "../src/delivery/worker";
import { makeSandbox, type Sandbox } from "./harness";
import { type Receiver, type Reply, startReceiver, waitUntil } from "./webhook-receiver";

interface Rig {
  s: Sandbox;
  clock: ManualClock;
  worker: DeliveryWorker;
  receiver: Receiver;
}

const open: Rig[] = [];
afterEach(async () => {
  for (const rig of open.splice(0)) {
    rig.receiver.release();
    await rig.worker.stop();
    await rig.receiver.close();
  }
});

async function rig(
  reply: (n: number) => Reply = () => 200,
  hook: Record<string, unknown> = {},
): Promise<Rig> {
  const s = makeSandbox();
  const clock = createManualClock(s.deps.now());
  s.deps.now = clock.now;
  const receiver = await startReceiver(reply);
  const worker = createDeliveryWorker({ db: s.db, now: clock.now, scheduler: clock.scheduler });
  s.deps.kickOutbox = () => worker.kick();
  const created = await s.mgmt("POST", `/apps/${s.app.id}/webhooks`, {
    body: { id: "hook1", name: "Hook", webhookURL: receiver.url, ...hook },
  });
  expect(created.status).toBe(200);
  const r = { s, clock, worker, receiver };
  open.push(r);
  return r;
}

async function subscribe(r: Rig, ...triggerIds: TriggerId[]) {
  const res = await r.s.mgmt("POST", `/apps/${r.s.app.id}/webhooks/hook1/triggers`, { body: { triggerIds } });
  expect(res.status).toBe(200);
}

function fire(r: Rig, trigger: TriggerId, data: Record<string, unknown>, extra?: Record<string, unknown>) {
  r.s.db.transaction(() => emit(r.s.deps, r.s.app, trigger, data, extra))();
  r.worker.kick();
}

function attempts(r: Rig) {
  return r.s.db
    .prepare(
      "SELECT attempt, status, duration_ms, error, attempted_at, trigger_id FROM delivery_attempts ORDER BY id",
    )
    .all() as {
    attempt: number;
    status: number | null;
    duration_ms: number;
    error: string | null;
    attempted_at: number;
    trigger_id: string;
  }[];
}

const outboxStates = (r: Rig) => r.s.db.prepare("SELECT state, attempts FROM outbox ORDER BY id").all();

describe("webhook delivery", () => {
  it("POSTs the envelope as JSON with the Basic-auth header and marks it delivered", async () => {
    const r = await rig(() => 200, { useBasicAuth: true, username: "bot", password: "p@ss:word" });
    await subscribe(r, "group_created");
    const data = { group: { guid: "g1" }, members: {} };
    fire(r, "group_created", data);
    await waitUntil(() => r.receiver.received.length === 1);
    await r.worker.idle();
    const got = r.receiver.received[0];
    expect(got?.headers["content-type"]).toBe("application/json");
    expect(got?.headers.authorization).toBe(`Basic ${Buffer.from("bot:p@ss:word").toString("base64")}`);
    expect(got?.json).toEqual({
      trigger: "group_created",
      data,
      appId: r.s.app.id,
      region: "us",
      webhook: "hook1",
    });
    expect(outboxStates(r)).toEqual([{ state: "delivered", attempts: 1 }]);
    expect(attempts(r)).toEqual([
      expect.objectContaining({ attempt: 1, status: 200, error: null, trigger_id: "group_created" }),
    ]);
  });

  it("sends no Authorization header without Basic auth, and call events carry a top-level type", async () => {
    const r = await rig();
    await subscribe(r, "call_started");
    fire(r, "call_started", { created_at: 1_700_000_000, sessionId: "v1.us.testapp.1" }, { type: "call" });
    await waitUntil(() => r.receiver.received.length === 1);
    const got = r.receiver.received[0];
    expect(got?.headers.authorization).toBeUndefined();
    const event = parseEvent(got?.json);
    expect(event).toMatchObject({
      trigger: "call_started",
      type: "call",
      webhook: "hook1",
      appId: r.s.app.id,
    });
  });

  it("retries after exactly 10 s and then 30 s with retryOnFailure, then fails", async () => {
    const r = await rig(() => 500, { retryOnFailure: true });
    await subscribe(r, "message_sent");
    const t0 = r.clock.now();
    fire(r, "message_sent", { message: { id: "1" } });
    await waitUntil(() => r.receiver.received.length === 1);
    await r.worker.idle();
    await r.clock.advance(9_999);
    await r.worker.idle();
    expect(r.receiver.received).toHaveLength(1);
    await r.clock.advance(1);
    await waitUntil(() => r.receiver.received.length === 2);
    await r.worker.idle();
    await r.clock.advance(29_999);
    await r.worker.idle();
    expect(r.receiver.received).toHaveLength(2);
    expect(outboxStates(r)).toEqual([{ state: "pending", attempts: 2 }]);
    await r.clock.advance(1);
    await waitUntil(() => r.receiver.received.length === 3);
    await r.worker.idle();
    await r.clock.advance(120_000);
    await r.worker.idle();
    expect(r.receiver.received).toHaveLength(3);
    expect(attempts(r).map((a) => [a.attempt, a.status, a.attempted_at - t0])).toEqual([
      [1, 500, 0],
      [2, 500, 10_000],
      [3, 500, 40_000],
    ]);
    expect(attempts(r)[0]?.error).toContain("500");
    expect(outboxStates(r)).toEqual([{ state: "failed", attempts: 3 }]);
    expect(new Set(r.receiver.received.map((x) => x.body)).size).toBe(1);
  });

  it("stops retrying once the receiver answers 2xx", async () => {
    const r = await rig((n) => (n === 1 ? 503 : 204), { retryOnFailure: true });
    await subscribe(r, "message_sent");
    fire(r, "message_sent", { message: { id: "1" } });
    await waitUntil(() => r.receiver.received.length === 1);
    await r.worker.idle();
    await r.clock.advance(10_000);
    await waitUntil(() => r.receiver.received.length === 2);
    await r.worker.idle();
    await r.clock.advance(60_000);
    await r.worker.idle();
    expect(r.receiver.received).toHaveLength(2);
    expect(outboxStates(r)).toEqual([{ state: "delivered", attempts: 2 }]);
    expect(attempts(r).map((a) => a.status)).toEqual([503, 204]);
  });

  it("fails at once without retryOnFailure", async () => {
    const r = await rig(() => 500);
    await subscribe(r, "message_sent");
    fire(r, "message_sent", { message: { id: "1" } });
    await waitUntil(() => r.receiver.received.length === 1);
    await r.worker.idle();
    expect(outboxStates(r)).toEqual([{ state: "failed", attempts: 1 }]);
    await r.clock.advance(120_000);
    await r.worker.idle();
    expect(r.receiver.received).toHaveLength(1);
  });

  it("treats a redirect as a failure and does not follow it", async () => {
    const r = await rig(() => 302);
    await subscribe(r, "message_sent");
    fire(r, "message_sent", { message: { id: "1" } });
    await waitUntil(() => r.receiver.received.length === 1);
    await r.worker.idle();
    expect(attempts(r)).toEqual([expect.objectContaining({ status: 302 })]);
    expect(outboxStates(r)).toEqual([{ state: "failed", attempts: 1 }]);
  });

  it("records a network error without a status and retries it", async () => {
    const r = await rig(() => 200, { retryOnFailure: true });
    await subscribe(r, "message_sent");
    await r.receiver.close();
    fire(r, "message_sent", { message: { id: "1" } });
    await r.worker.idle();
    const [first] = attempts(r);
    expect(first).toMatchObject({ attempt: 1, status: null });
    expect(first?.error).toMatch(/^Network error/);
    expect(outboxStates(r)).toEqual([{ state: "pending", attempts: 1 }]);
  });

  it("gives up on a receiver that does not answer within 2 seconds (fake clock)", async () => {
    const r = await rig(() => "hang");
    await subscribe(r, "message_sent");
    fire(r, "message_sent", { message: { id: "1" } });
    await waitUntil(() => r.receiver.received.length === 1);
    await r.clock.advance(1_999);
    expect(attempts(r)).toEqual([]);
    await r.clock.advance(1);
    await r.worker.idle();
    expect(attempts(r)).toEqual([
      expect.objectContaining({
        attempt: 1,
        status: null,
        duration_ms: 2_000,
        error: "No answer within 2000 ms.",
      }),
    ]);
    expect(outboxStates(r)).toEqual([{ state: "failed", attempts: 1 }]);
  });

  it("gives up on a hanging receiver after 2 real seconds with the default timers", async () => {
    const s = makeSandbox();
    const receiver = await startReceiver(() => "hang");
    s.db
      .prepare(
        "INSERT INTO webhooks (app_id, id, name, webhook_url, created_at, updated_at) VALUES (?, 'h', 'h', ?, 0, 0)",
      )
      .run(s.app.id, receiver.url);
    s.db
      .prepare(
        "INSERT INTO webhook_triggers (app_id, webhook_id, trigger_id) VALUES (?, 'h', 'message_sent')",
      )
      .run(s.app.id);
    s.deps.now = () => Date.now();
    emit(s.deps, s.app, "message_sent", { message: {} });
    const started = Date.now();
    const worker = createDeliveryWorker({ db: s.db, now: () => Date.now(), log: () => {} });
    try {
      await waitUntil(() => receiver.received.length === 1);
      await waitUntil(
        () => s.db.prepare("SELECT COUNT(*) AS n FROM delivery_attempts").pluck().get() === 1,
        6_000,
      );
      const elapsed = Date.now() - started;
      expect(elapsed).toBeGreaterThanOrEqual(1_950);
      expect(elapsed).toBeLessThan(4_500);
      const row = s.db.prepare("SELECT error, duration_ms FROM delivery_attempts").get() as {
        error: string;
        duration_ms: number;
      };
      expect(row.error).toBe("No answer within 2000 ms.");
      expect(row.duration_ms).toBeGreaterThanOrEqual(1_950);
    } finally {
      await worker.stop();
      await receiver.close();
    }
  });

  it("keeps at most 8 deliveries in flight", async () => {
    const r = await rig(() => "hang");
    await subscribe(r, "message_sent");
    for (let i = 0; i < 12; i++) fire(r, "message_sent", { message: { id: String(i) } });
    await waitUntil(() => r.receiver.received.length === 8);
    await new Promise((res) => setTimeout(res, 100));
    expect(r.receiver.received).toHaveLength(8);
    r.receiver.release(200);
    await waitUntil(() => r.receiver.received.length === 12);
    r.receiver.release(200);
    await r.worker.idle();
    expect(r.s.db.prepare("SELECT state, COUNT(*) AS n FROM outbox GROUP BY state").all()).toEqual([
      { state: "delivered", n: 12 },
    ]);
  });

  it("picks up rows queued without a kick (another process) at the next poll", async () => {
    const r = await rig();
    await subscribe(r, "group_deleted");
    r.s.db.transaction(() => emit(r.s.deps, r.s.app, "group_deleted", { group: {} }))();
    await new Promise((res) => setTimeout(res, 50));
    expect(r.receiver.received).toHaveLength(0);
    await r.clock.advance(1_000);
    await waitUntil(() => r.receiver.received.length === 1);
  });

  it("does not send for a webhook disabled or an app deleted after the event was queued", async () => {
    const r = await rig();
    await subscribe(r, "message_sent");
    r.s.db.transaction(() => emit(r.s.deps, r.s.app, "message_sent", { message: {} }))();
    r.s.db.prepare("UPDATE webhooks SET enabled = 0").run();
    r.worker.kick();
    await r.worker.idle();
    r.s.db.prepare("UPDATE webhooks SET enabled = 1").run();
    r.s.db.transaction(() => emit(r.s.deps, r.s.app, "message_sent", { message: {} }))();
    await r.s.mgmt("DELETE", `/apps/${r.s.app.id}`);
    await r.worker.idle();
    expect(r.receiver.received).toHaveLength(0);
    expect(attempts(r).map((a) => a.error)).toEqual([
      "Not sent: the webhook is disabled.",
      "Not sent: the app was deleted.",
    ]);
    expect(outboxStates(r)).toEqual([
      { state: "failed", attempts: 1 },
      { state: "failed", attempts: 1 },
    ]);
  });

  it("shows each attempt in the deliveries read", async () => {
    const r = await rig((n) => (n === 1 ? 500 : 200), { retryOnFailure: true });
    await subscribe(r, "message_sent");
    const t0 = Math.floor(r.clock.now() / 1000);
    fire(r, "message_sent", { message: { id: "7" } });
    await waitUntil(() => r.receiver.received.length === 1);
    await r.worker.idle();
    const pending = deliveryListEnvelope.parse((await r.s.control("GET", "/webhooks/hook1/deliveries")).json);
    expect(pending.data[0]).toMatchObject({
      state: "pending",
      attempts: 1,
      lastStatus: 500,
      nextAttemptAt: t0 + 10,
    });
    await r.clock.advance(10_000);
    await waitUntil(() => r.receiver.received.length === 2);
    await r.worker.idle();
    const done = deliveryListEnvelope.parse((await r.s.control("GET", "/webhooks/hook1/deliveries")).json);
    const row = done.data[0];
    expect(row).toMatchObject({ state: "delivered", attempts: 2, lastStatus: 200, trigger: "message_sent" });
    expect(row).not.toHaveProperty("nextAttemptAt");
    expect(row?.attemptsLog).toEqual([
      { attempt: 1, status: 500, durationMs: 0, error: "The receiver answered HTTP 500.", attemptedAt: t0 },
      { attempt: 2, status: 200, durationMs: 0, attemptedAt: t0 + 10 },
    ]);
  });
});
