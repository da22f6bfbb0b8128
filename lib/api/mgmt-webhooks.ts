import "server-only";
import type { z } from "zod";
import { successEnvelope } from "../schemas/common";
import type { TriggerId } from "../schemas/events";
import type { DELIVERY_STATES } from "../schemas/webhooks";
import {
  type CreateWebhookInput,
  deliveryListEnvelope,
  triggerResultsEnvelope,
  type UpdateWebhookInput,
  webhookEnvelope,
  webhookTriggerListEnvelope,
} from "../schemas/webhooks";
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
