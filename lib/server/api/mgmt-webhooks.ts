import "server-only";
import type { z } from "zod";
import * as webhooksContract from "../../contract/webhooks";
import type { TriggerId } from "../../schemas/events";
import type { DeliveryHealth, WebhookHealthResult } from "../../webhook-health";
import { call } from "./call";
import { isServiceError } from "./errors";
import type { Connection } from "./request";

const hookParams = (conn: Connection, webhookId: string) => ({ appId: conn.appId, webhookId });

/** The service knows 31 triggers, so one page of 100 holds them all. */
export async function listWebhookTriggerIds(conn: Connection, webhookId: string): Promise<TriggerId[]> {
  const res = await call(conn, webhooksContract.listWebhookTriggers, {
    params: hookParams(conn, webhookId),
    query: { perPage: 100 },
  });
  return res.data.map((t) => t.id);
}

export type TriggerResults = z.output<typeof webhooksContract.addWebhookTriggers.response>["data"];

/** The service answers a removal as one `{success, message}`, which then stands for each id. */
export async function changeWebhookTriggers(
  conn: Connection,
  webhookId: string,
  change: "add" | "remove",
  triggerIds: readonly string[],
): Promise<TriggerResults> {
  const request = { params: hookParams(conn, webhookId), body: { triggerIds: [...triggerIds] } };
  if (change === "add") return (await call(conn, webhooksContract.addWebhookTriggers, request)).data;
  const res = await call(conn, webhooksContract.removeWebhookTriggers, request);
  return Object.fromEntries(triggerIds.map((id) => [id, res.data]));
}

/** What a delivery list may ask for, as the contract reads it ([ours] `from`: queued at or after, unix seconds). */
export type ListDeliveriesParams = Partial<z.output<typeof webhooksContract.listDeliveriesQuery>>;

export type DeliveryPage = z.output<typeof webhooksContract.listWebhookDeliveries.response>;

/** Only the sandbox offers this path: `undefined` on a 404 other than an unknown webhook. */
export async function listWebhookDeliveries(
  conn: Connection,
  webhookId: string,
  q: ListDeliveriesParams = {},
): Promise<DeliveryPage | undefined> {
  try {
    return await call(conn, webhooksContract.listWebhookDeliveries, {
      params: hookParams(conn, webhookId),
      query: q,
    });
  } catch (e) {
    if (isServiceError(e) && e.status === 404 && e.code !== "ERR_WEBHOOK_NOT_FOUND") return undefined;
    throw e;
  }
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
