import { formatNamed } from "@/lib/format";
import type { Webhook } from "@/lib/schemas/webhooks";

/**
 * A webhook's `<title>`: its name beside its id, or the host it posts to when it has no name. Only the host: a
 * URL's path or query can hold the receiver's secret, and a title is kept in history and bookmarks.
 */
export function webhookTitle(w: Pick<Webhook, "id" | "name" | "webhookURL">): string {
  const host = URL.canParse(w.webhookURL) ? new URL(w.webhookURL).host : undefined;
  return `${formatNamed(w.name.trim() || host, w.id)} · Webhook`;
}
