import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { sandboxForFile } from "@/test/sandbox-for-file";
import * as w from "../../contract/webhooks";
import type { CreateWebhookInput, UpdateWebhookInput } from "../../schemas/webhooks";
import { call } from "./call";
import { ServiceError } from "./errors";
import {
  changeWebhookTriggers,
  deliveryHealth,
  listWebhookDeliveries,
  listWebhookTriggerIds,
  webhooksHealth,
} from "./mgmt-webhooks";
import type { Connection } from "./request";

// The operations as the dashboard's code calls them, through their contracts.
type Conn = Connection;
const hook = (c: Conn, webhookId: string) => ({ appId: c.appId, webhookId });
const createWebhook = async (c: Conn, body: CreateWebhookInput) =>
  (await call(c, w.createWebhook, { params: { appId: c.appId }, body })).data;
const updateWebhook = async (c: Conn, webhookId: string, body: UpdateWebhookInput) =>
  (await call(c, w.updateWebhook, { params: hook(c, webhookId), body, idempotent: true })).data;
const deleteWebhook = async (c: Conn, webhookId: string) =>
  (await call(c, w.deleteWebhook, { params: hook(c, webhookId) })).data;
const redeliverDelivery = async (c: Conn, webhookId: string, deliveryId: string) =>
  (await call(c, w.redeliverDelivery, { params: { ...hook(c, webhookId), deliveryId } })).data;
const redeliverFailedDeliveries = async (c: Conn, webhookId: string) =>
  (await call(c, w.redeliverFailedDeliveries, { params: hook(c, webhookId) })).data;

const sb = sandboxForFile("eu");

describe("webhook management client", () => {
  it("creates, updates (blank password keeps it) and deletes a webhook", async () => {
    const created = await createWebhook(sb.connection, {
      id: "orders",
      name: "Orders",
      webhookURL: "https://hooks.example.com/orders",
      useBasicAuth: true,
      username: "u",
      password: "secret-pass",
    });
    expect(created).toMatchObject({ id: "orders", useBasicAuth: true, username: "u", enabled: true });
    expect(created).not.toHaveProperty("password");
    const updated = await updateWebhook(sb.connection, "orders", { name: "Orders 2", enabled: false });
    expect(updated).toMatchObject({ name: "Orders 2", enabled: false, useBasicAuth: true });
    expect(await deleteWebhook(sb.connection, "orders")).toMatchObject({ success: true });
    await expect(updateWebhook(sb.connection, "orders", { enabled: true })).rejects.toMatchObject({
      status: 404,
      code: "ERR_WEBHOOK_NOT_FOUND",
    });
  });

  it("answers a duplicate id and a bad body with the service's errors", async () => {
    const body = { id: "dupe", name: "Dupe", webhookURL: "https://example.com/d" };
    await createWebhook(sb.connection, body);
    await expect(createWebhook(sb.connection, body)).rejects.toMatchObject({
      status: 409,
      code: "ERR_WEBHOOK_ALREADY_EXISTS",
    });
    const bad = await createWebhook(sb.connection, { ...body, id: "has space" }).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(ServiceError);
    expect((bad as ServiceError).details).toHaveProperty("id");
  });

  it("adds and removes triggers with per-id results", async () => {
    await createWebhook(sb.connection, { id: "trig", name: "Trig", webhookURL: "https://example.com/t" });
    const added = await changeWebhookTriggers(sb.connection, "trig", "add", [
      "message_sent",
      "call_ended",
      "nope",
    ]);
    expect(added.message_sent?.success).toBe(true);
    expect(added.nope?.success).toBe(false);
    expect(await listWebhookTriggerIds(sb.connection, "trig")).toEqual(["message_sent", "call_ended"]);
    // The service answers a removal as one sentence, which stands for each id named.
    const removed = await changeWebhookTriggers(sb.connection, "trig", "remove", [
      "call_ended",
      "group_created",
    ]);
    expect(removed.call_ended?.success).toBe(true);
    expect(removed.group_created?.message).toBe(
      "The triggers have been removed from the webhook trig successfully.",
    );
    expect(await listWebhookTriggerIds(sb.connection, "trig")).toEqual(["message_sent"]);
  });

  it("reads the sandbox's delivery log, and answers undefined where the service has none", async () => {
    const page = await listWebhookDeliveries(sb.connection, "trig", {
      page: 1,
      perPage: 10,
      state: "failed",
    });
    expect(page?.meta.pagination).toMatchObject({ total: 0, current_page: 1, per_page: 10 });
    const hosted = { ...sb.connection, mgmtUrl: `${sb.url}/mgmt/no-such-prefix` };
    expect(await listWebhookDeliveries(hosted, "trig")).toBeUndefined();
    await expect(listWebhookDeliveries(sb.connection, "missing")).rejects.toMatchObject({
      code: "ERR_WEBHOOK_NOT_FOUND",
    });
  });

  it("reads a webhook's health, and sends its failed deliveries again through the sandbox", async () => {
    // A receiver that refuses until told otherwise.
    let answer = 500;
    const received: string[] = [];
    const server = createServer((req, res) => {
      let body = "";
      req.on("data", (c) => {
        body += c;
      });
      req.on("end", () => {
        received.push(body);
        res.writeHead(answer).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
      await createWebhook(sb.connection, { id: "health", name: "Health", webhookURL: url });
      await changeWebhookTriggers(sb.connection, "health", "add", ["group_created"]);
      const since = Math.floor(Date.now() / 1000) - 60;
      expect(await deliveryHealth(sb.connection, "health", since)).toEqual({
        delivered: 0,
        failed: 0,
        pending: 0,
        retrying: 0,
      });
      for (const guid of ["health-a", "health-b"]) {
        await sb.chat("POST", "/groups", { guid, name: guid, type: "public" });
      }
      await expect
        .poll(async () => (await deliveryHealth(sb.connection, "health", since))?.failed, { timeout: 10_000 })
        .toBe(2);
      const failing = await deliveryHealth(sb.connection, "health", since);
      expect(failing).toMatchObject({
        delivered: 0,
        pending: 0,
        retrying: 0,
        last: { state: "failed", attempts: 1, status: 500, error: "The receiver answered HTTP 500." },
      });
      // Since later than both: the failures are not of the window.
      expect((await deliveryHealth(sb.connection, "health", since + 3_600))?.failed).toBe(0);

      answer = 200;
      const [newest] =
        (await listWebhookDeliveries(sb.connection, "health", { state: "failed" }))?.data ?? [];
      const one = await redeliverDelivery(sb.connection, "health", newest?.id ?? "");
      expect(one).toMatchObject({ id: newest?.id, state: "pending", attempts: 1 });
      await expect
        .poll(async () => (await deliveryHealth(sb.connection, "health", since))?.failed, { timeout: 10_000 })
        .toBe(1);
      expect(await redeliverFailedDeliveries(sb.connection, "health")).toEqual({
        success: true,
        redelivered: 1,
        message: "1 failed delivery of the webhook health will be sent again now.",
      });
      await expect
        .poll(async () => (await deliveryHealth(sb.connection, "health", since))?.delivered, {
          timeout: 10_000,
        })
        .toBe(2);
      expect(received).toHaveLength(4);
      expect((await redeliverFailedDeliveries(sb.connection, "health")).redelivered).toBe(0);
      await expect(redeliverDelivery(sb.connection, "health", "999999")).rejects.toMatchObject({
        status: 404,
        code: "ERR_DELIVERY_NOT_FOUND",
      });

      const all = await webhooksHealth(sb.connection, ["health", "missing"], since);
      expect(all.health).toMatchObject({ state: "loaded", health: { delivered: 2, failed: 0 } });
      expect(all.missing).toEqual({
        state: "error",
        message: "The webhook missing does not exist. (ERR_WEBHOOK_NOT_FOUND)",
      });
      const hosted = { ...sb.connection, mgmtUrl: `${sb.url}/mgmt/no-such-prefix` };
      expect(await webhooksHealth(hosted, ["health"], since)).toEqual({ health: { state: "unreported" } });
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });

  it("a wrong management secret is a 401 ServiceError with the service's sentence", async () => {
    const err = await createWebhook(
      { ...sb.connection, mgmtSecret: "wrong" },
      { id: "x", name: "x", webhookURL: "https://example.com" },
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ServiceError);
    expect(err).toMatchObject({ status: 401, message: "The key and secret pair is not valid." });
  });
});
