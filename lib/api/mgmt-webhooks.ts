import "server-only";
import type { z } from "zod";
import { successEnvelope } from "../schemas/common";
import type { TriggerId } from "../schemas/events";
import type { DELIVERY_STATES } from "../schemas/webhooks";
import {
  type CreateWebhookInput,
  deliveryEnvelope,
  deliveryListEnvelope,
  redeliverResultEnvelope,
  triggerResultsEnvelope,
  type UpdateWebhookInput,
  webhookEnvelope,
  webhookTriggerListEnvelope,
} from "../schemas/webhooks";
import type { DeliveryHealth, WebhookHealthResult } from "../webhook-health";
import { isServiceError } from "./errors";
import { type Connection, serviceRequest } from "./request";

const hookPath = (conn: Connection, webhookId: string) =>
  `/apps/${encodeURIComponent(conn.appId)}/webhooks/${encodeURIComponent(webhookId)}`;

export async function createWebhook(conn: Connection, body: CreateWebhookInput) {
  const res = await serviceRequest(conn, {
    api: "mgmt",
    method: "POST",
    path: `/apps/${encodeURIComponent(conn.appId)}/webhooks`,
    body,
    schema: webhookEnvelope,
  });
  return res.data;
}

export async function updateWebhook(conn: Connection, webhookId: string, body: UpdateWebhookInput) {
  const res = await serviceRequest(conn, {
    api: "mgmt",
    method: "PUT",
    path: hookPath(conn, webhookId),
    body,
    schema: webhookEnvelope,
    idempotent: true,
  });
  return res.data;
}

/** `DELETE .../webhooks/{webhookId}`. */
export async function deleteWebhook(conn: Connection, webhookId: string) {
  const res = await serviceRequest(conn, {
    api: "mgmt",
    method: "DELETE",
    path: hookPath(conn, webhookId),
    schema: successEnvelope,
  });
  return res.data;
}

/** The service knows 31 triggers, so one page of 100 holds them all. */
export async function listWebhookTriggerIds(conn: Connection, webhookId: string): Promise<TriggerId[]> {
  const res = await serviceRequest(conn, {
    api: "mgmt",
    path: `${hookPath(conn, webhookId)}/triggers`,
    query: { perPage: 100 },
    schema: webhookTriggerListEnvelope,
  });
  return res.data.map((t) => t.id);
}

export type TriggerResults = z.infer<typeof triggerResultsEnvelope>["data"];

/** The service answers a removal as one `{success, message}`, which then stands for each id. */
export async function changeWebhookTriggers(
  conn: Connection,
  webhookId: string,
  change: "add" | "remove",
  triggerIds: readonly string[],
): Promise<TriggerResults> {
  const request = { path: `${hookPath(conn, webhookId)}/triggers`, body: { triggerIds } };
  if (change === "add") {
    return (
      await serviceRequest(conn, { api: "mgmt", method: "POST", ...request, schema: triggerResultsEnvelope })
    ).data;
  }
  const res = await serviceRequest(conn, {
    api: "mgmt",
    method: "DELETE",
    ...request,
    schema: successEnvelope,
  });
  return Object.fromEntries(triggerIds.map((id) => [id, res.data]));
}

export interface ListDeliveriesParams {
  page?: number;
  perPage?: number;
  state?: (typeof DELIVERY_STATES)[number];
  /** [ours] Queued at or after this time (unix seconds). */
  from?: number;
}

export type DeliveryPage = z.infer<typeof deliveryListEnvelope>;

/** Only the sandbox offers this path: `undefined` on a 404 other than an unknown webhook. */
export async function listWebhookDeliveries(
  conn: Connection,
  webhookId: string,
  q: ListDeliveriesParams = {},
): Promise<DeliveryPage | undefined> {
  try {
    return await serviceRequest(conn, {
      api: "mgmt",
      path: `${hookPath(conn, webhookId)}/deliveries`,
      query: { ...q },
      schema: deliveryListEnvelope,
    });
  } catch (e) {
    if (isServiceError(e) && e.status === 404 && e.code !== "ERR_WEBHOOK_NOT_FOUND") return undefined;
    throw e;
  }
}

/** [ours] Sandbox only: sends one failed delivery again now, through the service's delivery worker. */
export async function redeliverDelivery(conn: Connection, webhookId: string, deliveryId: string) {
  const res = await serviceRequest(conn, {
    api: "mgmt",
    method: "POST",
    path: `${hookPath(conn, webhookId)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`,
    schema: deliveryEnvelope,
  });
  return res.data;
}

/** [ours] Sandbox only: sends every failed delivery of a webhook again; answers how many, and a sentence. */
export async function redeliverFailedDeliveries(conn: Connection, webhookId: string) {
  const res = await serviceRequest(conn, {
    api: "mgmt",
    method: "POST",
    path: `${hookPath(conn, webhookId)}/deliveries/redeliver`,
    schema: redeliverResultEnvelope,
  });
  return res.data;
}

/** A webhook's deliveries at a glance, `since` a time (unix seconds): `undefined` where the service keeps no log. */
export async function deliveryHealth(
  conn: Connection,
  webhookId: string,
  since: number,
): Promise<DeliveryHealth | undefined> {
  const read = (q: ListDeliveriesParams) =>
    listWebhookDeliveries(conn, webhookId, { page: 1, perPage: 1, ...q });
  // One read first: the hosted service keeps no log, and need not be asked three more times.
  const newest = await read({});
  if (!newest) return undefined;
  const [failed, delivered, pending] = await Promise.all([
    read({ state: "failed", from: since }),
    read({ state: "delivered", from: since }),
    // Retries wait 40 s at most, so the rows waiting for one fit a page.
    read({ state: "pending", perPage: 100 }),
  ]);
  if (!failed || !delivered || !pending) return undefined;
  const d = newest.data[0];
  const tried = d?.attemptsLog.at(-1);
  const last = d && {
    at: tried?.attemptedAt ?? d.createdAt,
    state: d.state,
    attempts: d.attempts,
    ...(d.lastStatus === undefined ? {} : { status: d.lastStatus }),
    ...(tried?.error ? { error: tried.error } : {}),
  };
  return {
    ...(last ? { last } : {}),
    delivered: delivered.meta.pagination.total,
    failed: failed.meta.pagination.total,
    pending: pending.meta.pagination.total,
    retrying: pending.data.filter((p) => p.attempts > 0).length,
  };
}

async function healthResult(
  conn: Connection,
  webhookId: string,
  since: number,
): Promise<WebhookHealthResult> {
  try {
    const health = await deliveryHealth(conn, webhookId, since);
    return health ? { state: "loaded", health } : { state: "unreported" };
  } catch (e) {
    if (isServiceError(e)) return { state: "error", message: `${e.message} (${e.code})` };
    console.error(`[webhooks] the delivery log of ${webhookId} could not be read:`, e);
    return { state: "error", message: "The delivery log could not be read." };
  }
}

/** Each webhook's health, by id; never rejects: a log that cannot be read says why in its own entry. */
export async function webhooksHealth(
  conn: Connection,
  webhookIds: readonly string[],
  since: number,
): Promise<Record<string, WebhookHealthResult>> {
  const results = await Promise.all(webhookIds.map((id) => healthResult(conn, id, since)));
  return Object.fromEntries(webhookIds.map((id, i) => [id, results[i] ?? { state: "unreported" }]));
}
