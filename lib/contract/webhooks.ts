import { z } from "zod";
import { successEnvelope } from "../schemas/common";
import { triggerIdSchema } from "../schemas/events";
import {
  createWebhookInput,
  deliveryEnvelope,
  deliveryListEnvelope,
  deliveryStateSchema,
  redeliverResultEnvelope,
  triggerIdsInput,
  triggerResultsEnvelope,
  updateWebhookInput,
  webhookEnvelope,
  webhookListEnvelope,
  webhookTriggerListEnvelope,
} from "../schemas/webhooks";
import { appParams } from "./apps";
import { contract } from "./define";
import { pageQuery, qint } from "./query";

// An app's webhooks, the triggers each is subscribed to, and [ours] the deliveries the sandbox made (management API).

export const webhookParams = appParams.extend({ webhookId: z.string() });
const deliveryParams = webhookParams.extend({ deliveryId: z.string() });

export const listWebhooksQuery = pageQuery().extend({ searchKey: z.string().max(100).optional() });

/** [ours] The sandbox's delivery log, filtered by trigger, state and a time queued from. */
export const listDeliveriesQuery = pageQuery().extend({
  trigger: triggerIdSchema.optional(),
  state: deliveryStateSchema.optional(),
  from: qint(0).optional(),
});

// The sandbox serves the delivery operations on its own API too (`api: "sandbox"`), with these summaries.
export const LIST_DELIVERIES_SUMMARY =
  "List a webhook's deliveries and their attempts, newest first; [ours] `from` keeps those queued at or after a time (unix seconds)";
export const REDELIVER_ONE_SUMMARY =
  "[ours] Send a failed delivery again, now, through the delivery worker with the webhook's current URL, Basic auth and retries; 404 ERR_DELIVERY_NOT_FOUND for an id the webhook does not have, 409 ERR_DELIVERY_NOT_FAILED for one that did not fail, 409 ERR_WEBHOOK_DISABLED while the webhook is disabled";
export const REDELIVER_ALL_SUMMARY =
  "[ours] Send every failed delivery of a webhook again, as one redelivery each; answers how many (0, with a sentence saying so, when none failed)";

export const createWebhook = contract({
  api: "mgmt",
  method: "post",
  path: "/apps/:appId/webhooks",
  summary: "Create a webhook (at most 25 per app)",
  tag: "Management: webhooks",
  params: appParams,
  body: createWebhookInput,
  response: webhookEnvelope,
  errors: ["ERR_WEBHOOK_ALREADY_EXISTS"],
});

export const listWebhooks = contract({
  api: "mgmt",
  method: "get",
  path: "/apps/:appId/webhooks",
  summary: "List webhooks (searchKey matches a part of the id or name)",
  tag: "Management: webhooks",
  params: appParams,
  query: listWebhooksQuery,
  response: webhookListEnvelope,
});

export const getWebhook = contract({
  api: "mgmt",
  method: "get",
  path: "/apps/:appId/webhooks/:webhookId",
  summary: "Get a webhook",
  tag: "Management: webhooks",
  params: webhookParams,
  response: webhookEnvelope,
});

export const updateWebhook = contract({
  api: "mgmt",
  method: "put",
  path: "/apps/:appId/webhooks/:webhookId",
  summary: "Update a webhook (partial; a blank or absent password keeps the stored one)",
  tag: "Management: webhooks",
  params: webhookParams,
  body: updateWebhookInput,
  response: webhookEnvelope,
});

export const deleteWebhook = contract({
  api: "mgmt",
  method: "delete",
  path: "/apps/:appId/webhooks/:webhookId",
  summary: "Delete a webhook; its pending deliveries fail",
  tag: "Management: webhooks",
  params: webhookParams,
  response: successEnvelope,
});

export const addWebhookTriggers = contract({
  api: "mgmt",
  method: "post",
  path: "/apps/:appId/webhooks/:webhookId/triggers",
  summary: "Subscribe a webhook to triggers (per-id results)",
  tag: "Management: webhook triggers",
  params: webhookParams,
  body: triggerIdsInput,
  response: triggerResultsEnvelope,
});

export const listWebhookTriggers = contract({
  api: "mgmt",
  method: "get",
  path: "/apps/:appId/webhooks/:webhookId/triggers",
  summary: "List the triggers a webhook is subscribed to",
  tag: "Management: webhook triggers",
  params: webhookParams,
  query: pageQuery(),
  response: webhookTriggerListEnvelope,
});

export const removeWebhookTriggers = contract({
  api: "mgmt",
  method: "delete",
  path: "/apps/:appId/webhooks/:webhookId/triggers",
  summary:
    "Unsubscribe a webhook from triggers; answers {success, message} as published. An unknown trigger id refuses the whole call (400); one the webhook is not subscribed to changes nothing.",
  tag: "Management: webhook triggers",
  params: webhookParams,
  body: triggerIdsInput,
  response: successEnvelope,
});

export const listWebhookDeliveries = contract({
  api: "mgmt",
  method: "get",
  path: "/apps/:appId/webhooks/:webhookId/deliveries",
  summary: `${LIST_DELIVERIES_SUMMARY} (sandbox only)`,
  tag: "Sandbox: webhook deliveries",
  params: webhookParams,
  query: listDeliveriesQuery,
  response: deliveryListEnvelope,
});

export const redeliverFailedDeliveries = contract({
  api: "mgmt",
  method: "post",
  path: "/apps/:appId/webhooks/:webhookId/deliveries/redeliver",
  summary: `${REDELIVER_ALL_SUMMARY} (sandbox only)`,
  tag: "Sandbox: webhook deliveries",
  params: webhookParams,
  response: redeliverResultEnvelope,
  errors: ["ERR_WEBHOOK_DISABLED"],
});

export const redeliverDelivery = contract({
  api: "mgmt",
  method: "post",
  path: "/apps/:appId/webhooks/:webhookId/deliveries/:deliveryId/redeliver",
  summary: `${REDELIVER_ONE_SUMMARY} (sandbox only)`,
  tag: "Sandbox: webhook deliveries",
  params: deliveryParams,
  response: deliveryEnvelope,
  errors: ["ERR_DELIVERY_NOT_FOUND", "ERR_DELIVERY_NOT_FAILED", "ERR_WEBHOOK_DISABLED"],
});
