import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SandboxProcess, startSandbox } from "@/test/sandbox-process";
import { ServiceError } from "./errors";
import {
  changeWebhookTriggers,
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhookTriggerIds,
  updateWebhook,
} from "./mgmt-webhooks";

let sb: SandboxProcess;

beforeAll(async () => {
  sb = await startSandbox("eu");
});
afterAll(() => sb?.stop());

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

  it("a wrong management secret is a 401 ServiceError with the service's sentence", async () => {
    const err = await createWebhook(
      { ...sb.connection, mgmtSecret: "wrong" },
      { id: "x", name: "x", webhookURL: "https://example.com" },
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ServiceError);
    expect(err).toMatchObject({ status: 401, message: "The key and secret pair is not valid." });
  });
});
