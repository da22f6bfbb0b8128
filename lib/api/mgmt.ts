import "server-only";
import { appListEnvelope } from "../schemas/apps";
import { webhookEnvelope, webhookListEnvelope } from "../schemas/webhooks";
import type { PageQuery } from "./chat";
import { type Connection, serviceRequest } from "./request";

export function listApps(conn: Connection, q: PageQuery & { searchKey?: string } = {}) {
  return serviceRequest(conn, { api: "mgmt", path: "/apps", query: { ...q }, schema: appListEnvelope });
}

export function listWebhooks(conn: Connection, appId: string, q: PageQuery & { searchKey?: string } = {}) {
  return serviceRequest(conn, {
    api: "mgmt",
    path: `/apps/${encodeURIComponent(appId)}/webhooks`,
    query: { ...q },
    schema: webhookListEnvelope,
  });
}

export async function getWebhook(conn: Connection, appId: string, webhookId: string) {
  const res = await serviceRequest(conn, {
    api: "mgmt",
    path: `/apps/${encodeURIComponent(appId)}/webhooks/${encodeURIComponent(webhookId)}`,
    schema: webhookEnvelope,
  });
  return res.data;
}
