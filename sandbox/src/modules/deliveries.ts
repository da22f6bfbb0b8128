import { z } from "zod";
import { triggerIdSchema } from "../../../lib/schemas/events";
import { deliveryListEnvelope, deliveryStateSchema } from "../../../lib/schemas/webhooks";
import { requireActiveApp } from "../core/apps";
import { requireWebhook } from "../core/webhooks";
import { listDeliveries } from "../delivery/list";
import { pageQuery } from "../http/query";
import { type AnyRoute, appRoute, mgmtRoute } from "../http/route";

const TAG = "Sandbox: webhook deliveries";
const deliveriesQuery = pageQuery().extend({
  trigger: triggerIdSchema.optional(),
  state: deliveryStateSchema.optional(),
});

/** Sandbox-only reads of what the delivery worker sent: the outbox rows and their attempts. */
export const deliveriesRoutes: AnyRoute[] = [
  appRoute({
    api: "sandbox",
    method: "get",
    path: "/webhooks/:webhookId/deliveries",
    summary: "List a webhook's deliveries and their attempts, newest first",
    tag: TAG,
    params: z.object({ webhookId: z.string() }),
    query: deliveriesQuery,
    response: deliveryListEnvelope,
    handler: ({ deps, app, params, query }) => {
      const hook = requireWebhook(deps.db, app.id, params.webhookId);
      return listDeliveries(deps.db, app.id, hook.id, query);
    },
  }),
  mgmtRoute({
    api: "mgmt",
    method: "get",
    path: "/apps/:appId/webhooks/:webhookId/deliveries",
    summary: "List a webhook's deliveries and their attempts, newest first (sandbox only)",
    tag: TAG,
    params: z.object({ appId: z.string(), webhookId: z.string() }),
    query: deliveriesQuery,
    response: deliveryListEnvelope,
    handler: ({ deps, params, query }) => {
      const app = requireActiveApp(deps.db, params.appId);
      const hook = requireWebhook(deps.db, app.id, params.webhookId);
      return listDeliveries(deps.db, app.id, hook.id, query);
    },
  }),
];
