import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { deliveryListEnvelope } from "../../lib/schemas/webhooks";
import { createAppRecord } from "../src/core/apps";
import { emit } from "../src/core/events";
import { openDb } from "../src/db/open";
import type { Db } from "../src/db/types";
import { createManualClock } from "../src/delivery/scheduler";
import { createDeliveryWorker } from "../src/delivery/worker";
import type { Deps } from "../src/deps";
import { RateLimiter } from "../src/http/rate-limit";
import { startReceiver, waitUntil } from "./webhook-receiver";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "delivery-restart-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A port nobody listens on: a receiver that started there and stopped. */
async function deadPort() {
  const r = await startReceiver();
  await r.close();
  return r.port;
}

const T0 = Date.UTC(2026, 10, 1, 12, 0, 0);

function seed(db: Db, port: number, retryOnFailure: boolean) {
  const { app } = createAppRecord(db, { id: "restartapp", name: "Restart", region: "eu" }, T0 / 1000);
  db.prepare(
    `INSERT INTO webhooks (app_id, id, name, webhook_url, retry_on_failure, created_at, updated_at)
     VALUES (?, 'hook1', 'Hook', ?, ?, 0, 0)`,
  ).run(app.id, `http://127.0.0.1:${port}/hook`, Number(retryOnFailure));
  db.prepare(
    "INSERT INTO webhook_triggers (app_id, webhook_id, trigger_id) VALUES (?, 'hook1', 'message_sent')",
  ).run(app.id);
  return app;
}

const depsOf = (db: Db, now: () => number): Deps => ({
  db,
  now,
  config: { mgmtKey: "k", mgmtSecret: "s", publicUrl: "http://127.0.0.1" },
  limiter: new RateLimiter({ core: 10, standard: 10 }),
  kickOutbox: () => {},
});

const outbox = (db: Db) => db.prepare("SELECT state, attempts FROM outbox").all();

describe("delivery survives a restart (file-backed database)", () => {
  it("delivers exactly once after a restart an event that failed while the receiver was down", async () => {
    const file = path.join(tempDir(), "sandbox.db");
    const port = await deadPort();
    const db1 = openDb(file);
    const app = seed(db1, port, true);
    const clock1 = createManualClock(T0);
    const worker1 = createDeliveryWorker({
      db: db1,
      now: clock1.now,
      scheduler: clock1.scheduler,
      log: () => {},
    });
    db1.transaction(() => emit(depsOf(db1, clock1.now), app, "message_sent", { message: { id: "1" } }))();
    worker1.kick();
    await worker1.idle();
    expect(outbox(db1)).toEqual([{ state: "pending", attempts: 1 }]);
    await worker1.stop();
    db1.close();

    const receiver = await startReceiver(() => 200, port);
    cleanups.push(() => receiver.close());
    const db2 = openDb(file);
    cleanups.push(() => db2.close());
    const clock2 = createManualClock(T0 + 5_000);
    const worker2 = createDeliveryWorker({ db: db2, now: clock2.now, scheduler: clock2.scheduler });
    cleanups.push(() => worker2.stop());
    await worker2.idle();
    expect(receiver.received).toHaveLength(0);
    await clock2.advance(5_000);
    await waitUntil(() => receiver.received.length === 1);
    await worker2.idle();
    await clock2.advance(120_000);
    await worker2.idle();
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]?.json).toMatchObject({
      trigger: "message_sent",
      appId: "restartapp",
      webhook: "hook1",
    });
    expect(outbox(db2)).toEqual([{ state: "delivered", attempts: 2 }]);
  });

  it("delivers at start an event queued while no worker ran", async () => {
    const file = path.join(tempDir(), "sandbox.db");
    const receiver = await startReceiver();
    cleanups.push(() => receiver.close());
    const db1 = openDb(file);
    const app = seed(db1, receiver.port, false);
    db1.transaction(() =>
      emit(
        depsOf(db1, () => T0),
        app,
        "message_sent",
        { message: { id: "1" } },
      ),
    )();
    db1.close();

    const db2 = openDb(file);
    cleanups.push(() => db2.close());
    const clock = createManualClock(T0);
    const worker = createDeliveryWorker({ db: db2, now: clock.now, scheduler: clock.scheduler });
    cleanups.push(() => worker.stop());
    await waitUntil(() => receiver.received.length === 1);
    await worker.idle();
    await clock.advance(60_000);
    await worker.idle();
    expect(receiver.received).toHaveLength(1);
    expect(outbox(db2)).toEqual([{ state: "delivered", attempts: 1 }]);
  });
});

const MGMT = { key: "restart-key", secret: "restart-secret" };

async function startServer(dataDir: string, port: number) {
  let log = "";
  const child: ChildProcess = spawn(path.resolve("node_modules/.bin/tsx"), ["sandbox/src/server.ts"], {
    env: {
      ...process.env,
      SANDBOX_PORT: String(port),
      SANDBOX_DATA_DIR: dataDir,
      SANDBOX_MGMT_KEY: MGMT.key,
      SANDBOX_MGMT_SECRET: MGMT.secret,
    },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group: tsx runs the server in a child node process, and kill -9 must reach both.
    detached: true,
  });
  child.stdout?.on("data", (d) => {
    log += d;
  });
  child.stderr?.on("data", (d) => {
    log += d;
  });
  const exited = new Promise((r) => child.once("exit", r));
  const kill9 = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      if (child.pid) process.kill(-child.pid, "SIGKILL");
      await exited;
    }
  };
  cleanups.push(kill9);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the sandbox exited:\n${log}`);
    if (i > 300) throw new Error(`the sandbox never became healthy:\n${log}`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, kill9 };
}

describe("delivery survives kill -9 of the sandbox process", () => {
  it("re-sends after restart an event whose delivery was in flight when the process died", async () => {
    const dataDir = tempDir();
    const port = await deadPort();
    const receiver = await startReceiver((n) => (n === 1 ? "hang" : 200));
    cleanups.push(() => receiver.close());
    const server = await startServer(dataDir, port);
    const mgmt = { "content-type": "application/json", ...MGMT };
    const created = await fetch(`${server.url}/mgmt/apps`, {
      method: "POST",
      headers: mgmt,
      body: JSON.stringify({ name: "Crash", region: "us" }),
    }).then((r) => r.json());
    const appId = created.data.id as string;
    const apiKey = Object.values(
      created.data.apiKeys as Record<string, { apiKey: string; scope: string }>,
    ).find((k) => k.scope === "fullAccess")?.apiKey as string;
    const hook = await fetch(`${server.url}/mgmt/apps/${appId}/webhooks`, {
      method: "POST",
      headers: mgmt,
      body: JSON.stringify({ id: "hook1", name: "Hook", webhookURL: receiver.url }),
    });
    expect(hook.status).toBe(200);
    const trig = await fetch(`${server.url}/mgmt/apps/${appId}/webhooks/hook1/triggers`, {
      method: "POST",
      headers: mgmt,
      body: JSON.stringify({ triggerIds: ["message_sent"] }),
    });
    expect(trig.status).toBe(200);

    const db = openDb(path.join(dataDir, "sandbox.db"));
    db.transaction(() =>
      emit(depsOf(db, Date.now), { id: appId, region: "us" }, "message_sent", { message: { id: "42" } }),
    )();
    db.close();

    await waitUntil(() => receiver.received.length === 1, 5_000, "the first POST");
    await server.kill9();

    const restarted = await startServer(dataDir, port);
    await waitUntil(() => receiver.received.length === 2, 5_000, "the POST after restart");
    expect(receiver.received[1]?.body).toBe(receiver.received[0]?.body);
    const read = async () =>
      deliveryListEnvelope.parse(
        await fetch(`${restarted.url}/us/${appId}/sandbox/v1/webhooks/hook1/deliveries`, {
          headers: { apikey: apiKey },
        }).then((r) => r.json()),
      );
    let list = await read();
    for (let i = 0; i < 50 && list.data[0]?.state !== "delivered"; i++) {
      await new Promise((r) => setTimeout(r, 50));
      list = await read();
    }
    // The killed attempt never got recorded: one attempt, delivered.
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ state: "delivered", attempts: 1, lastStatus: 200 });
    expect(receiver.received).toHaveLength(2);
  }, 30_000);
});
