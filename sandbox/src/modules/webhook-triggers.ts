import * as webhooksContract from "../../../lib/contract/webhooks";
import { requireActiveApp } from "../core/apps";
import { TRIGGER_IDS, TRIGGERS, type TriggerId } from "../core/events";
import { requireWebhook, webhookTriggerIds } from "../core/webhooks";
import type { Deps } from "../deps";
import { badRequest } from "../http/errors";
import { pageMeta, success } from "../http/query";
import { type AnyRoute, mgmtRoute } from "../http/route";
import { addWebhookTrigger, removeWebhookTriggers } from "../store/webhooks";

const isTrigger = (id: string): id is TriggerId => Object.hasOwn(TRIGGERS, id);
const unknownTrigger = (id: string) => ({ success: false, message: `${id} is not a known trigger id.` });

function hookOf(deps: Deps, params: { appId: string; webhookId: string }) {
  const app = requireActiveApp(deps.db, params.appId);
  return requireWebhook(deps.db, app.id, params.webhookId);
}

export const webhookTriggersRoutes: AnyRoute[] = [
  mgmtRoute({
    ...webhooksContract.addWebhookTriggers,
    handler: ({ deps, params, body }) => {
      const hook = hookOf(deps, params);
      const data: Record<string, { success: boolean; message: string }> = {};
      for (const id of body.triggerIds) {
        if (!isTrigger(id)) {
          data[id] = unknownTrigger(id);
          continue;
        }
        const added = addWebhookTrigger(deps.db, hook.app_id, hook.id, id);
        data[id] = {
          success: true,
          message: added ? `${id} was added to the webhook.` : `${id} was already added to the webhook.`,
        };
      }
      return { data };
    },
  }),
  mgmtRoute({
    ...webhooksContract.listWebhookTriggers,
    handler: ({ deps, params, query }) => {
      const hook = hookOf(deps, params);
      const subscribed = webhookTriggerIds(deps.db, hook.app_id, hook.id);
      // The documented trigger order, not insertion order.
      const all = TRIGGER_IDS.filter((id) => subscribed.has(id));
      const start = (query.page - 1) * query.perPage;
      const data = all.slice(start, start + query.perPage).map((id) => ({ id, description: TRIGGERS[id] }));
      return { data, meta: pageMeta(all.length, data.length, query.page, query.perPage) };
    },
  }),
  mgmtRoute({
    ...webhooksContract.removeWebhookTriggers,
    handler: ({ deps, params, body }) => {
      const hook = hookOf(deps, params);
      const unknown = body.triggerIds.filter((id) => !isTrigger(id));
      if (unknown.length) {
        throw badRequest(`Unknown trigger ids: ${unknown.join(", ")}.`, {
          triggerIds: unknown.map((id) => `${id} is not a known trigger id`),
        });
      }
      removeWebhookTriggers(deps.db, hook.app_id, hook.id, body.triggerIds);
      return success(`The triggers have been removed from the webhook ${hook.id} successfully.`);
    },
  }),
];
