import "server-only";
import { appListEnvelope } from "../schemas/apps";
import { webhookEnvelope, webhookListEnvelope } from "../schemas/webhooks";
import type { PageQuery } from "./chat";
import { type Connection, serviceRequest } from "./request";

/** `GET {mgmt_url}/apps`: one page of the account's apps (default 25 a page). */
export function listApps(conn: Connection, q: PageQuery & { searchKey?: string } = {}) {
  return serviceRequest(conn, { api: "mgmt", path: "/apps", query: { ...q }, schema: appListEnvelope });
}

/** `GET {mgmt_url}/apps/{appId}/webhooks`: one page of an app's webhooks (never with passwords). */
export function listWebhooks(conn: Connection, appId: string, q: PageQuery & { searchKey?: string } = {}) {
  return serviceRequest(conn, {
    api: "mgmt",
    path: `/apps/${encodeURIComponent(appId)}/webhooks`,
    query: { ...q },
    schema: webhookListEnvelope,
  });
}

/** `GET {mgmt_url}/apps/{appId}/webhooks/{webhookId}`; 404 `ERR_WEBHOOK_NOT_FOUND`. */
export async function getWebhook(conn: Connection, appId: string, webhookId: string) {
  const res = await serviceRequest(conn, {
    api: "mgmt",
    path: `/apps/${encodeURIComponent(appId)}/webhooks/${encodeURIComponent(webhookId)}`,
    schema: webhookEnvelope,
  });
  return res.data;
}
