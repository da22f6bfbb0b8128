import "server-only";
import { cache } from "react";
import { getWebhook } from "@/lib/api/mgmt";
import { activeConnection } from "@/lib/connections";

/**
 * Cached per request: the page and its `<title>` (which names the webhook) both read it. Webhooks are read with
 * the management key: without one there is no webhook to read, and `connected` says whether an app is.
 */
export const loadWebhook = cache(async (id: string) => {
  const active = await activeConnection();
  if (!active?.hasManagement) return { management: false, connected: Boolean(active) } as const;
  const { conn } = active;
  return { management: true, conn, webhook: await getWebhook(conn, conn.appId, id) } as const;
});
