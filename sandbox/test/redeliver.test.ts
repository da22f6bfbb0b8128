import { afterEach, describe, expect, it } from "vitest";
import { deliveryEnvelope, deliveryListEnvelope, redeliverResultEnvelope } from "../../lib/schemas/webhooks";
import { emit, type TriggerId } from "../src/core/events";
import { createManualClock, type ManualClock } from "../src/delivery/scheduler";
import { createDeliveryWorker, type DeliveryWorker } from "../src/delivery/worker";
import { expectError, okBody, okData } from "./answers";
import { makeSandbox, type Sandbox } from "./harness";

import { type Receiver, type Reply, startReceiver, waitUntil } from "./webhook-receiver";

interface Rig {
  s: Sandbox;
  clock: ManualClock;
  worker: DeliveryWorker;
  receivers: Receiver[];
}

const open: Rig[] = [];
afterEach(async () => {
  for (const rig of open.splice(0)) {
    await rig.worker.stop();
    for (const r of rig.receivers) await r.close();
  }
});

const AUTH = { useBasicAuth: true, username: "bot", password: "p@ss:word" };

async function rig(): Promise<Rig> {
  const s = makeSandbox();
  const clock = createManualClock(s.deps.now());
  s.deps.now = clock.now;
  const worker = createDeliveryWorker({ db: s.db, now: clock.now, scheduler: clock.scheduler });
  s.deps.kickOutbox = () => worker.kick();
  const r = { s, clock, worker, receivers: [] };
  open.push(r);
  return r;
}

async function receiver(r: Rig, reply: (n: number) => Reply) {
  const got = await startReceiver(reply);
  r.receivers.push(got);
  return got;
}

const hooks = (r: Rig) => `/apps/${r.s.app.id}/webhooks`;

async function hook(
  r: Rig,
  id: string,
  url: string,
  extra: Record<string, unknown>,
  ...triggerIds: TriggerId[]
) {
  const created = await r.s.mgmt("POST", hooks(r), { body: { id, name: id, webhookURL: url, ...extra } });
  expect(created.status).toBe(200);
  expect((await r.s.mgmt("POST", `${hooks(r)}/${id}/triggers`, { body: { triggerIds } })).status).toBe(200);
}

async function fire(r: Rig, trigger: TriggerId, data: Record<string, unknown>) {
  r.s.db.transaction(() => emit(r.s.deps, r.s.app, trigger, data))();
  r.worker.kick();
  await r.worker.idle();
}

async function deliveries(r: Rig, id: string, query = "") {
  const res = await r.s.mgmt("GET", `${hooks(r)}/${id}/deliveries${query}`);
  return okBody(res, deliveryListEnvelope);
}

const redeliveries = (r: Rig) =>
  r.s.db.prepare("SELECT outbox_id, attempts_before FROM outbox_redeliveries").all();

describe("redelivering a failed delivery", () => {
  it("sends it again to the webhook's fixed URL with its Basic auth, and logs the attempt after the first", async () => {
    const r = await rig();
    const broken = await receiver(r, () => 500);
    const fixed = await receiver(r, () => 200);
    await hook(r, "hook1", broken.url, AUTH, "message_sent");
    await fire(r, "message_sent", { message: { id: "1" } });
    const [failed] = (await deliveries(r, "hook1")).data;
    expect(failed).toMatchObject({ state: "failed", attempts: 1, lastStatus: 500 });
    expect((await r.s.mgmt("PUT", `${hooks(r)}/hook1`, { body: { webhookURL: fixed.url } })).status).toBe(
      200,
    );

    await r.clock.advance(5_000);
    const res = await r.s.mgmt("POST", `${hooks(r)}/hook1/deliveries/${failed?.id}/redeliver`);
    expect(res.status).toBe(200);
    const now = Math.floor(r.clock.now() / 1000);
    expect(deliveryEnvelope.parse(res.json).data).toMatchObject({
      id: failed?.id,
      state: "pending",
      attempts: 1,
      nextAttemptAt: now,
      redeliveredAt: now,
    });
    await waitUntil(() => fixed.received.length === 1, 5_000, "the redelivery");
    await r.worker.idle();
    const got = fixed.received[0];
    expect(got?.headers.authorization).toBe(`Basic ${Buffer.from("bot:p@ss:word").toString("base64")}`);
    expect(got?.body).toBe(broken.received[0]?.body);
    const [done] = (await deliveries(r, "hook1")).data;
    expect(done).toMatchObject({
      id: failed?.id,
      state: "delivered",
      attempts: 2,
      lastStatus: 200,
      redeliveredAt: now,
    });
    expect(done?.attemptsLog.map((a) => [a.attempt, a.status, a.attemptedAt])).toEqual([
      [1, 500, now - 5],
      [2, 200, now],
    ]);
  });

  it("retries it as the first time, after 10 s and 30 s, when the webhook retries on failure", async () => {
    const r = await rig();
    const down = await receiver(r, () => 503);
    await hook(r, "hook1", down.url, { retryOnFailure: true }, "message_sent");
    await fire(r, "message_sent", { message: { id: "1" } });
    await r.clock.advance(10_000);
    await waitUntil(() => down.received.length === 2, 5_000, "the first retry");
    await r.worker.idle();
    await r.clock.advance(30_000);
    await waitUntil(() => down.received.length === 3, 5_000, "the second retry");
    await r.worker.idle();
    const [failed] = (await deliveries(r, "hook1")).data;
    expect(failed).toMatchObject({ state: "failed", attempts: 3 });

    const t0 = r.clock.now();
    expect((await r.s.mgmt("POST", `${hooks(r)}/hook1/deliveries/${failed?.id}/redeliver`)).status).toBe(200);
    await waitUntil(() => down.received.length === 4, 5_000, "the redelivery");
    await r.worker.idle();
    await r.clock.advance(9_999);
    await r.worker.idle();
    expect(down.received).toHaveLength(4);
    await r.clock.advance(1);
    await waitUntil(() => down.received.length === 5, 5_000, "the first retry");
    await r.worker.idle();
    await r.clock.advance(30_000);
    await waitUntil(() => down.received.length === 6, 5_000, "the second retry");
    await r.worker.idle();
    await r.clock.advance(120_000);
    await r.worker.idle();
    expect(down.received).toHaveLength(6);
    const [after] = (await deliveries(r, "hook1")).data;
    expect(after).toMatchObject({ state: "failed", attempts: 6 });
    expect(after?.attemptsLog.slice(3).map((a) => [a.attempt, a.attemptedAt * 1000 - t0])).toEqual([
      [4, 0],
      [5, 10_000],
      [6, 40_000],
    ]);
  });
});

describe("redelivering every failed delivery", () => {
  it("queues the failed ones only, of this webhook only, and says how many", async () => {
    const r = await rig();
    const flaky = await receiver(r, (n) => (n <= 2 ? 500 : 200));
    const dead = await receiver(r, () => 500);
    await hook(r, "hook1", flaky.url, {}, "message_sent");
    await hook(r, "hook2", dead.url, {}, "group_created");
    await fire(r, "message_sent", { message: { id: "1" } });
    await fire(r, "message_sent", { message: { id: "2" } });
    await fire(r, "message_sent", { message: { id: "3" } });
    await fire(r, "group_created", { group: { guid: "g1" } });
    expect((await deliveries(r, "hook1")).data.map((d) => d.state)).toEqual([
      "delivered",
      "failed",
      "failed",
    ]);

    const res = await r.s.mgmt("POST", `${hooks(r)}/hook1/deliveries/redeliver`);
    expect(okData(res, redeliverResultEnvelope)).toEqual({
      success: true,
      redelivered: 2,
      message: "2 failed deliveries of the webhook hook1 will be sent again now.",
    });
    await waitUntil(() => flaky.received.length === 5, 5_000, "both redeliveries");
    await r.worker.idle();
    expect((await deliveries(r, "hook1")).data.map((d) => d.state)).toEqual([
      "delivered",
      "delivered",
      "delivered",
    ]);
    expect((await deliveries(r, "hook2")).data.map((d) => [d.state, d.attempts])).toEqual([["failed", 1]]);
    expect(dead.received).toHaveLength(1);
    expect(redeliveries(r)).toHaveLength(2);
  });

  it("answers that nothing failed, and changes nothing", async () => {
    const r = await rig();
    const ok = await receiver(r, () => 200);
    await hook(r, "hook1", ok.url, {}, "message_sent");
    await fire(r, "message_sent", { message: { id: "1" } });
    const res = await r.s.mgmt("POST", `${hooks(r)}/hook1/deliveries/redeliver`);
    expect(okData(res, redeliverResultEnvelope)).toEqual({
      success: true,
      redelivered: 0,
      message: "The webhook hook1 has no failed deliveries: nothing was sent again.",
    });
    await r.worker.idle();
    expect(ok.received).toHaveLength(1);
    expect(redeliveries(r)).toEqual([]);
  });

  it("answers on the sandbox's own path as on the management path", async () => {
    const r = await rig();
    const dead = await receiver(r, () => 500);
    await hook(r, "hook1", dead.url, {}, "message_sent");
    await fire(r, "message_sent", { message: { id: "1" } });
    const [failed] = (await deliveries(r, "hook1")).data;
    const one = await r.s.control("POST", `/webhooks/hook1/deliveries/${failed?.id}/redeliver`);
    expect(deliveryEnvelope.parse(one.json).data).toMatchObject({ id: failed?.id, state: "pending" });
    await r.worker.idle();
    const all = await r.s.control("POST", "/webhooks/hook1/deliveries/redeliver");
    expect(redeliverResultEnvelope.parse(all.json).data.redelivered).toBe(1);
  });
});

describe("refusals", () => {
  it("answers 404 for unknown deliveries and webhooks, 409 for a delivery that did not fail or a disabled webhook, and changes nothing", async () => {
    const r = await rig();
    const flaky = await receiver(r, (n) => (n === 1 ? 500 : 200));
    await hook(r, "hook1", flaky.url, {}, "message_sent");
    await hook(r, "hook2", flaky.url, {}, "group_created");
    await fire(r, "message_sent", { message: { id: "1" } });
    await fire(r, "message_sent", { message: { id: "2" } });
    const [delivered, failed] = (await deliveries(r, "hook1")).data;
    expect([delivered?.state, failed?.state]).toEqual(["delivered", "failed"]);
    const one = (hookId: string, id: string) =>
      r.s.mgmt("POST", `${hooks(r)}/${hookId}/deliveries/${id}/redeliver`);

    for (const id of ["999999", "abc", "1e3", "-1"]) {
      const error = expectError(await one("hook1", id), 404, "ERR_DELIVERY_NOT_FOUND");
      expect(error.message).toBe(`The webhook hook1 has no delivery ${id}.`);
    }
    expectError(await one("hook2", failed?.id ?? ""), 404, "ERR_DELIVERY_NOT_FOUND");
    expectError(await one("nosuch", failed?.id ?? ""), 404, "ERR_WEBHOOK_NOT_FOUND");
    expectError(
      await r.s.mgmt("POST", `${hooks(r)}/nosuch/deliveries/redeliver`),
      404,
      "ERR_WEBHOOK_NOT_FOUND",
    );
    expectError(
      await r.s.mgmt("POST", "/apps/nosuch/webhooks/hook1/deliveries/redeliver"),
      404,
      "ERR_APP_NOT_FOUND",
    );
    const notFailed = expectError(await one("hook1", delivered?.id ?? ""), 409, "ERR_DELIVERY_NOT_FAILED");
    expect(notFailed.message).toBe(
      `The delivery ${delivered?.id} is delivered: only a failed delivery is sent again.`,
    );

    await r.s.mgmt("PUT", `${hooks(r)}/hook1`, { body: { enabled: false } });
    expectError(await one("hook1", failed?.id ?? ""), 409, "ERR_WEBHOOK_DISABLED");
    expectError(
      await r.s.mgmt("POST", `${hooks(r)}/hook1/deliveries/redeliver`),
      409,
      "ERR_WEBHOOK_DISABLED",
    );
    expectError(
      await r.s.mgmt("POST", `${hooks(r)}/hook1/deliveries/redeliver`, { headers: { secret: "wrong" } }),
      401,
      "AUTH_ERR_INVALID_CREDENTIALS",
    );
    await r.worker.idle();
    expect(redeliveries(r)).toEqual([]);
    expect((await deliveries(r, "hook1")).data.map((d) => [d.state, d.attempts])).toEqual([
      ["delivered", 1],
      ["failed", 1],
    ]);
    expect(flaky.received).toHaveLength(2);
  });
});

describe("the deliveries list's from filter", () => {
  it("keeps the deliveries queued at or after a time", async () => {
    const r = await rig();
    const ok = await receiver(r, () => 200);
    await hook(r, "hook1", ok.url, {}, "message_sent");
    await fire(r, "message_sent", { message: { id: "1" } });
    await r.clock.advance(60_000);
    const from = Math.floor(r.clock.now() / 1000);
    await fire(r, "message_sent", { message: { id: "2" } });
    const recent = await deliveries(r, "hook1", `?from=${from}&state=delivered`);
    expect(recent.meta.pagination.total).toBe(1);
    expect(recent.data[0]?.payload).toMatchObject({ data: { message: { id: "2" } } });
    expect((await deliveries(r, "hook1", `?from=${from - 60}`)).meta.pagination.total).toBe(2);
    expectError(await r.s.mgmt("GET", `${hooks(r)}/hook1/deliveries?from=yesterday`), 400, "ERR_BAD_REQUEST");
  });
});
