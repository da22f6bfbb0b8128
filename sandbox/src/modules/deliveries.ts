import { z } from "zod";
import * as webhooksContract from "../../../lib/contract/webhooks";
import {
  deliveryEnvelope,
  deliveryListEnvelope,
  redeliverResultEnvelope,
} from "../../../lib/schemas/webhooks";
import type { AppRow } from "../core/apps";
import { requireActiveApp } from "../core/apps";
import { requireWebhook, type WebhookRow } from "../core/webhooks";
import { deliveryView, listDeliveries } from "../delivery/list";
import { findOutboxRow, redeliverFailed } from "../delivery/redeliver";
import type { Deps } from "../deps";
import { conflict, notFound } from "../http/errors";
import { type AnyRoute, appRoute, mgmtRoute } from "../http/route";

const TAG = "Sandbox: webhook deliveries";
const hookParams = z.object({ webhookId: z.string() });
const deliveryParams = hookParams.extend({ deliveryId: z.string() });

/** Redelivering into a disabled webhook would only fail each row again at once. */
function requireEnabled(hook: WebhookRow) {
  if (hook.enabled !== 1) {
    throw conflict(
      "ERR_WEBHOOK_DISABLED",
      `The webhook ${hook.id} is disabled: enable it before sending its deliveries again.`,
    );
  }
}

function redeliverOne(deps: Deps, app: AppRow, webhookId: string, deliveryId: string) {
  const hook = requireWebhook(deps.db, app.id, webhookId);
  const row = /^\d{1,15}$/.test(deliveryId)
    ? findOutboxRow(deps.db, app.id, hook.id, Number(deliveryId))
    : undefined;
  if (!row) throw notFound("ERR_DELIVERY_NOT_FOUND", `The webhook ${hook.id} has no delivery ${deliveryId}.`);
  if (row.state !== "failed") {
    throw conflict(
      "ERR_DELIVERY_NOT_FAILED",
      `The delivery ${row.id} is ${row.state}: only a failed delivery is sent again.`,
    );
  }
  requireEnabled(hook);
  redeliverFailed(deps.db, { appId: app.id, webhookId: hook.id, outboxId: row.id }, deps.now());
  return { data: deliveryView(deps.db, row.id) };
}

function redeliverAll(deps: Deps, app: AppRow, webhookId: string) {
  const hook = requireWebhook(deps.db, app.id, webhookId);
  requireEnabled(hook);
  const n = redeliverFailed(deps.db, { appId: app.id, webhookId: hook.id }, deps.now());
  const message =
    n === 0
      ? `The webhook ${hook.id} has no failed deliveries: nothing was sent again.`
      : `${n} failed ${n === 1 ? "delivery" : "deliveries"} of the webhook ${hook.id} will be sent again now.`;
  return { data: { success: true, redelivered: n, message } };
}

/** Sandbox-only: what the delivery worker sent (the outbox rows and their attempts), and [ours] sending failures again. */
export const deliveriesRoutes: AnyRoute[] = [
  appRoute({
    api: "sandbox",
    method: "get",
    path: "/webhooks/:webhookId/deliveries",
    summary: webhooksContract.LIST_DELIVERIES_SUMMARY,
    tag: TAG,
    params: hookParams,
    query: webhooksContract.listDeliveriesQuery,
    response: deliveryListEnvelope,
    handler: ({ deps, app, params, query }) => {
      const hook = requireWebhook(deps.db, app.id, params.webhookId);
      return listDeliveries(deps.db, app.id, hook.id, query);
    },
  }),
  mgmtRoute({
    ...webhooksContract.listWebhookDeliveries,
    handler: ({ deps, params, query }) => {
      const app = requireActiveApp(deps.db, params.appId);
      const hook = requireWebhook(deps.db, app.id, params.webhookId);
      return listDeliveries(deps.db, app.id, hook.id, query);
    },
  }),
  appRoute({
    api: "sandbox",
    method: "post",
    path: "/webhooks/:webhookId/deliveries/redeliver",
    summary: webhooksContract.REDELIVER_ALL_SUMMARY,
    tag: TAG,
    params: hookParams,
    response: redeliverResultEnvelope,
    handler: ({ deps, app, params }) => redeliverAll(deps, app, params.webhookId),
  }),
  mgmtRoute({
    ...webhooksContract.redeliverFailedDeliveries,
    handler: ({ deps, params }) =>
      redeliverAll(deps, requireActiveApp(deps.db, params.appId), params.webhookId),
  }),
  appRoute({
    api: "sandbox",
    method: "post",
    path: "/webhooks/:webhookId/deliveries/:deliveryId/redeliver",
    summary: webhooksContract.REDELIVER_ONE_SUMMARY,
    tag: TAG,
    params: deliveryParams,
    response: deliveryEnvelope,
    handler: ({ deps, app, params }) => redeliverOne(deps, app, params.webhookId, params.deliveryId),
  }),
  mgmtRoute({
    ...webhooksContract.redeliverDelivery,
    handler: ({ deps, params }) =>
      redeliverOne(deps, requireActiveApp(deps.db, params.appId), params.webhookId, params.deliveryId),
  }),
];
