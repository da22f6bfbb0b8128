import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SandboxProcess, startSandbox } from "@/test/sandbox-process";
import { openStore } from "../db";
import { eventEnvelopeSchema } from "../schemas/events";
import { deliveryListEnvelope } from "../schemas/webhooks";
import { createEndpoint } from "./endpoints";
import { listEvents } from "./events";
import { createReceiver } from "./receiver";

// End to end: the sandbox (a child process) delivers real webhook requests to the receiver over HTTP.
const KEY = Buffer.alloc(32, 3);
const dir = mkdtempSync(path.join(tmpdir(), "receiver-e2e-"));
const store = openStore({ dataDir: dir });
const receiver = createReceiver({ db: store.db, key: KEY, sqliteFile: path.join(dir, "dashboard.db") });
const server = serve({
  hostname: "127.0.0.1",
  port: 0,
  fetch: (req) => receiver.handle(req, new URL(req.url).pathname.split("/").at(-1) ?? ""),
});
let sandbox: SandboxProcess;
let base = "";

beforeAll(async () => {
  await store.ready;
  if (!server.listening) await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  sandbox = await startSandbox("eu");
}, 120_000); // a child process compiled by tsx: slow to start on a busy machine
afterAll(async () => {
  await sandbox?.stop();
  server.close();
  await receiver.close();
  await store.db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

async function hook(id: string, endpointId: string, username: string, password: string) {
  await sandbox.mgmtRequest("POST", `/apps/${sandbox.appId}/webhooks`, {
    id,
    name: `Receiver ${id}`,
    webhookURL: `${base}/api/receiver/${endpointId}`,
    useBasicAuth: true,
    username,
    password,
    enabled: true,
    retryOnFailure: false,
  });
  await sandbox.mgmtRequest("POST", `/apps/${sandbox.appId}/webhooks/${id}/triggers`, {
    triggerIds: ["message_sent"],
  });
}

describe("sandbox deliveries into the receiver", () => {
  it("stores a message_sent delivered with Basic auth, and refuses one with a wrong password", async () => {
    const good = await createEndpoint({ db: store.db, key: KEY }, { appId: sandbox.appId });
    const bad = await createEndpoint({ db: store.db, key: KEY }, { appId: sandbox.appId });
    await hook("goodhook", good.endpoint.id, good.username, good.password);
    await hook("badhook", bad.endpoint.id, bad.username, "not-the-password");
    await sandbox.chat("POST", "/users", { uid: "alice", name: "Alice" });
    const sent = (await sandbox.chat("POST", "/messages", {
      receiver: "alice",
      receiverType: "user",
      category: "message",
      type: "text",
      data: { text: "hello receiver" },
    })) as { data: { id: string } };

    await expect
      .poll(async () => (await listEvents(store.db, { endpointId: good.endpoint.id })).events.length, {
        timeout: 15_000,
        interval: 100,
      })
      .toBe(1);
    const [event] = (await listEvents(store.db, { endpointId: good.endpoint.id })).events;
    const envelope = eventEnvelopeSchema.parse(event?.payload);
    expect(envelope).toMatchObject({
      trigger: "message_sent",
      appId: sandbox.appId,
      region: "eu",
      webhook: "goodhook",
      data: { message: { id: sent.data.id } },
    });
    expect(event).toMatchObject({ family: "messages", appId: sandbox.appId });
    expect(event?.headers["content-type"]).toContain("application/json");
    expect(event?.headers).not.toHaveProperty("authorization");

    // The sandbox saw the refusal: one failed attempt answered 401, and nothing was stored for it.
    await expect
      .poll(
        async () => {
          const res = await fetch(`${sandbox.url}/mgmt/apps/${sandbox.appId}/webhooks/badhook/deliveries`, {
            headers: { key: sandbox.mgmt.key, secret: sandbox.mgmt.secret },
          });
          return deliveryListEnvelope.parse(await res.json()).data[0]?.lastStatus;
        },
        { timeout: 15_000, interval: 100 },
      )
      .toBe(401);
    expect((await listEvents(store.db, { endpointId: bad.endpoint.id })).events).toHaveLength(0);
  });
});
