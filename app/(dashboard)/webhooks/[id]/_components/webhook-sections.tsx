import { SectionError } from "@/components/section/section-error";
import { failureSentence } from "@/lib/failure-sentence";
import type { QueryOf } from "@/lib/inputs/list-filters";
import type { deliveryFilters } from "@/lib/inputs/webhooks-query";
import { listWebhookDeliveries, listWebhookTriggerIds } from "@/lib/server/api/mgmt-webhooks";
import { WebhookForm } from "../../_components/webhook-form";
import { loadWebhook } from "../_lib/load-webhook";
import { DeliveriesTable } from "./deliveries-table";

type DeliveriesQuery = QueryOf<typeof deliveryFilters>;

// Each section streams into the page on its own: the webhook itself is the page's one awaited read (cached).

/** The delivery log's first page and the failed count its "redeliver failed" button offers. */
export async function DeliveriesSection({ id, query }: { id: string; query: DeliveriesQuery }) {
  const found = await loadWebhook(id);
  if (!found.management) return null;
  const { conn, webhook } = found;
  let read: Awaited<ReturnType<typeof listWebhookDeliveries>>[];
  try {
    read = await Promise.all([
      listWebhookDeliveries(conn, id, query),
      listWebhookDeliveries(conn, id, { page: 1, perPage: 1, state: "failed" }),
    ]);
  } catch (e) {
    return <SectionError what="The delivery log" message={failureSentence(e)} />;
  }
  const [page, failed] = read;
  if (!page) {
    return (
      <p
        role="status"
        className="rounded-lg border border-dashed border-border p-6 text-sm text-muted-foreground"
      >
        The delivery log is available with the sandbox: the hosted service does not report delivery attempts.
        Check your endpoint&apos;s own logs, or the dashboard&apos;s built-in receiver.
      </p>
    );
  }
  return (
    <DeliveriesTable
      webhookId={webhook.id}
      webhookURL={webhook.webhookURL}
      retryOnFailure={webhook.retryOnFailure ?? false}
      enabled={webhook.enabled}
      initialFailed={failed?.meta.pagination.total ?? 0}
      initialParams={query}
      initialPage={page}
    />
  );
}

/** The webhook's form, which needs its triggers. */
export async function SettingsSection({ id }: { id: string }) {
  const found = await loadWebhook(id);
  if (!found.management) return null;
  const { conn, webhook } = found;
  let triggerIds: Awaited<ReturnType<typeof listWebhookTriggerIds>>;
  try {
    triggerIds = await listWebhookTriggerIds(conn, id);
  } catch (e) {
    return <SectionError what="The triggers" message={failureSentence(e)} />;
  }
  return <WebhookForm initial={{ webhook, triggerIds }} />;
}
