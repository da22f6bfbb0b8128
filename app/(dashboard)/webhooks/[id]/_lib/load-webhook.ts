import "server-only";
import { cache } from "react";
import * as webhooksContract from "@/lib/contract/webhooks";
import { call } from "@/lib/server/api/call";
import { activeConnection } from "@/lib/server/connections";

/**
 * Cached per request: the page, its `<title>` (which names the webhook) and its sections read it. Webhooks are
 * read with the management key: without one there is no webhook to read, and `connected` says whether an app is.
 */
export const loadWebhook = cache(async (id: string) => {
  const active = await activeConnection();
  if (!active?.hasManagement) return { management: false, connected: Boolean(active) } as const;
  const { conn } = active;
  const { data: webhook } = await call(conn, webhooksContract.getWebhook, {
    params: { appId: conn.appId, webhookId: id },
  });
  return { management: true, conn, webhook } as const;
});
