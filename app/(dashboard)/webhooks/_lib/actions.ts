"use server";

import { revalidatePath } from "next/cache";
import { returnValidationErrors } from "next-safe-action";
import * as webhooksContract from "@/lib/contract/webhooks";
import { appActionClient } from "@/lib/server/action";
import { call } from "@/lib/server/api/call";
import { isServiceError } from "@/lib/server/api/errors";
import { serviceFieldErrors } from "@/lib/server/api/field-errors";
import { listWebhookDeliveries, listWebhookTriggerIds } from "@/lib/server/api/mgmt-webhooks";
import { applyTriggerDiff } from "./apply-triggers";
import {
  createWebhookActionInput,
  listDeliveriesInput,
  redeliverDeliveryInput,
  redeliverFailedInput,
  toggleWebhookInput,
  updateWebhookActionInput,
  webhookIdInput,
} from "./schema";
import { diffTriggers } from "./triggers";

const FORM_FIELDS = [
  "id",
  "name",
  "webhookURL",
  "useBasicAuth",
  "username",
  "password",
  "enabled",
  "retryOnFailure",
];

// The schema only types the errors: both forms share these fields.
async function withFieldErrors<T>(send: () => Promise<T>): Promise<T> {
  const schema = createWebhookActionInput;
  try {
    return await send();
  } catch (e) {
    if (isServiceError(e) && e.code === "ERR_WEBHOOK_ALREADY_EXISTS") {
      returnValidationErrors(schema, { id: { _errors: ["A webhook with this id already exists."] } });
    }
    const fields = isServiceError(e) && e.status === 400 ? serviceFieldErrors(e, FORM_FIELDS) : undefined;
    if (fields) returnValidationErrors(schema, fields);
    throw e;
  }
}

export const createWebhookAction = appActionClient
  .metadata({ name: "webhooks.create", minRole: "admin", mutation: true })
  .inputSchema(createWebhookActionInput)
  .action(async ({ parsedInput: p, ctx }) => {
    const { conn } = ctx;
    const { data: webhook } = await withFieldErrors(() =>
      call(conn, webhooksContract.createWebhook, {
        params: { appId: conn.appId },
        body: {
          id: p.id,
          name: p.name,
          webhookURL: p.webhookURL,
          useBasicAuth: p.useBasicAuth,
          ...(p.useBasicAuth ? { username: p.username, password: p.password } : {}),
          enabled: p.enabled,
          retryOnFailure: p.retryOnFailure,
        },
      }),
    );
    const triggerFailures = await applyTriggerDiff(conn, webhook.id, diffTriggers([], p.triggerIds));
    revalidatePath("/webhooks");
    return { id: webhook.id, triggerFailures };
  });

export const updateWebhookAction = appActionClient
  .metadata({ name: "webhooks.update", minRole: "admin", mutation: true })
  .inputSchema(updateWebhookActionInput)
  .action(async ({ parsedInput: p, ctx }) => {
    const { conn } = ctx;
    await withFieldErrors(() =>
      call(conn, webhooksContract.updateWebhook, {
        params: { appId: conn.appId, webhookId: p.id },
        body: {
          name: p.name,
          webhookURL: p.webhookURL,
          useBasicAuth: p.useBasicAuth,
          ...(p.useBasicAuth ? { username: p.username } : {}),
          ...(p.useBasicAuth && p.password ? { password: p.password } : {}),
          enabled: p.enabled,
          retryOnFailure: p.retryOnFailure,
        },
        idempotent: true,
      }),
    );
    const triggerFailures = await applyTriggerDiff(
      conn,
      p.id,
      diffTriggers(p.previousTriggerIds, p.triggerIds),
    );
    revalidatePath("/webhooks");
    // What the service now holds, not a guess: the form starts its next diff from it.
    return { id: p.id, triggerFailures, triggerIds: await listWebhookTriggerIds(conn, p.id) };
  });

export const toggleWebhookAction = appActionClient
  .metadata({ name: "webhooks.toggle", minRole: "admin", mutation: true })
  .inputSchema(toggleWebhookInput)
  .action(async ({ parsedInput, ctx }) => {
    const { conn } = ctx;
    const { data: hook } = await call(conn, webhooksContract.updateWebhook, {
      params: { appId: conn.appId, webhookId: parsedInput.id },
      body: { enabled: parsedInput.enabled },
      idempotent: true,
    });
    revalidatePath("/webhooks");
    return { id: hook.id, enabled: hook.enabled };
  });

export const deleteWebhookAction = appActionClient
  .metadata({ name: "webhooks.delete", minRole: "admin", mutation: true })
  .inputSchema(webhookIdInput)
  .action(async ({ parsedInput, ctx }) => {
    const { conn } = ctx;
    await call(conn, webhooksContract.deleteWebhook, {
      params: { appId: conn.appId, webhookId: parsedInput.id },
    });
    revalidatePath("/webhooks");
    return { id: parsedInput.id };
  });

export const listDeliveriesAction = appActionClient
  .metadata({ name: "webhooks.deliveries", minRole: "admin", mutation: false })
  .inputSchema(listDeliveriesInput)
  .action(async ({ parsedInput: { webhookId, ...q }, ctx }) => {
    const page = await listWebhookDeliveries(ctx.conn, webhookId, q);
    return page ? { available: true as const, page } : { available: false as const };
  });

/** Sends one failed delivery again through the service's delivery worker (the sandbox's [ours] operation). */
export const redeliverDeliveryAction = appActionClient
  .metadata({ name: "webhooks.redeliver", minRole: "admin", mutation: true })
  .inputSchema(redeliverDeliveryInput)
  .action(async ({ parsedInput: p, ctx }) => {
    const { conn } = ctx;
    const { data: d } = await call(conn, webhooksContract.redeliverDelivery, {
      params: { appId: conn.appId, webhookId: p.webhookId, deliveryId: p.deliveryId },
    });
    return { id: d.id, state: d.state };
  });

/** Sends every failed delivery of a webhook again; answers how many, in the service's sentence too. */
export const redeliverFailedAction = appActionClient
  .metadata({ name: "webhooks.redeliver-failed", minRole: "admin", mutation: true })
  .inputSchema(redeliverFailedInput)
  .action(async ({ parsedInput: p, ctx }) => {
    const { conn } = ctx;
    const { data: res } = await call(conn, webhooksContract.redeliverFailedDeliveries, {
      params: { appId: conn.appId, webhookId: p.webhookId },
    });
    return { redelivered: res.redelivered, message: res.message };
  });
