import * as webhooksContract from "../../../lib/contract/webhooks";
import { createWebhookInput, MAX_WEBHOOKS_PER_APP } from "../../../lib/schemas/webhooks";
import { requireActiveApp } from "../core/apps";
import {
  countWebhooks,
  findWebhook,
  insertWebhook,
  requireWebhook,
  updateWebhookRow,
  webhookFields,
  webhookView,
} from "../core/webhooks";
import { dropPending } from "../delivery/store";
import { targetProblem } from "../delivery/target";
import { type Deps, seconds } from "../deps";
import { badRequest, conflict, validationError } from "../http/errors";
import { pageMeta, success } from "../http/query";
import { type AnyRoute, mgmtRoute } from "../http/route";
import { deleteWebhook, webhookPage } from "../store/webhooks";
import { webhookTriggersRoutes } from "./webhook-triggers";

/** The sandbox POSTs events to a webhook's URL: never at a private address or the sandbox itself. */
function checkTarget(deps: Deps, where: string, url: string) {
  const problem = targetProblem(url, deps.config.port);
  if (problem)
    throw badRequest(`Failed to validate the ${where}. webhookURL: ${problem}`, { webhookURL: [problem] });
}

export const webhooksRoutes: AnyRoute[] = [
  mgmtRoute({
    ...webhooksContract.createWebhook,
    handler: ({ deps, params, body }) => {
      const app = requireActiveApp(deps.db, params.appId);
      checkTarget(deps, "body", body.webhookURL);
      if (findWebhook(deps.db, app.id, body.id)) {
        throw conflict("ERR_WEBHOOK_ALREADY_EXISTS", `The webhook ${body.id} already exists.`);
      }
      if (countWebhooks(deps.db, app.id) >= MAX_WEBHOOKS_PER_APP) {
        throw badRequest(`An app may have at most ${MAX_WEBHOOKS_PER_APP} webhooks.`, {
          id: [`the app already has ${MAX_WEBHOOKS_PER_APP} webhooks`],
        });
      }
      insertWebhook(deps.db, app.id, body.id, body, seconds(deps));
      return { data: webhookView(requireWebhook(deps.db, app.id, body.id)) };
    },
  }),
  mgmtRoute({
    ...webhooksContract.listWebhooks,
    handler: ({ deps, params, query }) => {
      const app = requireActiveApp(deps.db, params.appId);
      const search = query.searchKey?.trim();
      const { total, rows } = webhookPage(deps.db, app.id, search, query.page, query.perPage);
      const data = rows.map(webhookView);
      return { data, meta: pageMeta(total, data.length, query.page, query.perPage) };
    },
  }),
  mgmtRoute({
    ...webhooksContract.getWebhook,
    handler: ({ deps, params }) => {
      const app = requireActiveApp(deps.db, params.appId);
      return { data: webhookView(requireWebhook(deps.db, app.id, params.webhookId)) };
    },
  }),
  mgmtRoute({
    ...webhooksContract.updateWebhook,
    handler: ({ deps, params, body }) => {
      const app = requireActiveApp(deps.db, params.appId);
      const row = requireWebhook(deps.db, app.id, params.webhookId);
      const stored = webhookFields(row);
      const patch = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
      if (!body.password) delete patch.password;
      // The stored webhook with the patch applied must still satisfy the create rules.
      const merged = createWebhookInput.safeParse({ ...stored, ...patch, id: row.id });
      if (!merged.success) throw validationError("request body", merged.error.issues);
      checkTarget(deps, "request body", merged.data.webhookURL);
      updateWebhookRow(deps.db, row, merged.data, seconds(deps));
      const updated = requireWebhook(deps.db, app.id, row.id);
      if (updated.enabled !== 1 && row.enabled === 1) {
        dropPending(deps.db, app.id, row.id, "Not sent: the webhook was disabled.", deps.now());
      }
      return { data: webhookView(updated) };
    },
  }),
  mgmtRoute({
    ...webhooksContract.deleteWebhook,
    handler: ({ deps, params }) => {
      const app = requireActiveApp(deps.db, params.appId);
      const row = requireWebhook(deps.db, app.id, params.webhookId);
      dropPending(deps.db, app.id, row.id, "Not sent: the webhook was deleted.", deps.now());
      deleteWebhook(deps.db, app.id, row.id);
      return success(`The webhook ${row.id} was deleted.`);
    },
  }),
  ...webhookTriggersRoutes,
];
