import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BackToList } from "@/components/data-table/back-to-list";
import { LoadError } from "@/components/load-error";
import { isServiceError } from "@/lib/api/errors";
import {
  type ListDeliveriesParams,
  listWebhookDeliveries,
  listWebhookTriggerIds,
} from "@/lib/api/mgmt-webhooks";
import { guardPage } from "@/lib/auth/guard";
import { ManagementRequired } from "../../_components/management-required";
import { DeleteWebhookButton } from "../_components/delete-webhook-button";
import { WebhookForm } from "../_components/webhook-form";
import { DeliveriesTable } from "./_components/deliveries-table";
import { WebhookTestEvent } from "./_components/webhook-test-event";
import { loadWebhook } from "./_lib/load-webhook";
import { loadDeliveriesSearchParams, toDeliveriesParams } from "./_lib/search-params";
import { webhookTitle } from "./_lib/title";

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // The title names the webhook: the same check as the page, before anything is read.
  await guardPage("admin");
  const id = decodeURIComponent((await params).id);
  try {
    const found = await loadWebhook(id);
    if (found.management) return { title: webhookTitle(found.webhook) };
  } catch {
    // The page itself says what went wrong (not found, no connection, the service's refusal).
  }
  return { title: `Webhook ${id}` };
}

export default async function WebhookPage({ params, searchParams }: Props) {
  await guardPage("admin");
  const id = decodeURIComponent((await params).id);
  const back = <BackToList href="/webhooks">← Webhooks</BackToList>;
  const query = toDeliveriesParams(loadDeliveriesSearchParams(await searchParams));
  let loaded: Awaited<ReturnType<typeof load>>;
  try {
    loaded = await load(id, query);
  } catch (e) {
    if (isServiceError(e) && e.code === "ERR_WEBHOOK_NOT_FOUND") notFound();
    if (!isServiceError(e)) throw e;
    return (
      <div className="flex flex-col gap-4">
        {back}
        <LoadError what="The webhook" reason={`${e.message} (${e.code})`} />
      </div>
    );
  }
  if (!loaded.management) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <ManagementRequired what="Webhooks" connected={loaded.connected} />
      </div>
    );
  }
  const { webhook, triggerIds, deliveries } = loaded;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          {back}
          <h1 className="text-2xl font-semibold">{webhook.name}</h1>
          <p className="break-all font-mono text-xs text-muted-foreground">
            {webhook.id} · {webhook.webhookURL}
          </p>
        </div>
        <DeleteWebhookButton id={webhook.id} name={webhook.name} backToList />
      </div>
      {/* What went wrong comes first, the whole width: the log's columns all fit at 1440 px. */}
      <section aria-labelledby="deliveries-heading" className="flex min-w-0 flex-col gap-3">
        <h2 id="deliveries-heading" className="text-lg font-semibold">
          Delivery attempts
        </h2>
        {deliveries.available ? (
          <DeliveriesTable
            webhookId={webhook.id}
            webhookURL={webhook.webhookURL}
            retryOnFailure={webhook.retryOnFailure ?? false}
            enabled={webhook.enabled}
            initialFailed={deliveries.failed}
            initialParams={query}
            initialPage={deliveries.page}
          />
        ) : (
          <p
            role="status"
            className="rounded-lg border border-dashed border-border p-6 text-sm text-muted-foreground"
          >
            The delivery log is available with the sandbox: the hosted service does not report delivery
            attempts. Check your endpoint&apos;s own logs, or the dashboard&apos;s built-in receiver.
          </p>
        )}
      </section>
      <div className="grid gap-8 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="settings-heading" className="flex min-w-0 flex-col gap-3">
          <h2 id="settings-heading" className="text-lg font-semibold">
            Settings and triggers
          </h2>
          <WebhookForm initial={{ webhook, triggerIds }} />
        </section>
        <section aria-labelledby="test-event-heading" className="flex min-w-0 flex-col gap-3">
          <h2 id="test-event-heading" className="text-lg font-semibold">
            Send a test event
          </h2>
          <WebhookTestEvent webhookId={webhook.id} useBasicAuth={webhook.useBasicAuth} />
        </section>
      </div>
    </div>
  );
}

async function load(id: string, query: ListDeliveriesParams) {
  const found = await loadWebhook(id);
  if (!found.management) return found;
  const { conn, webhook } = found;
  const [triggerIds, page, failed] = await Promise.all([
    listWebhookTriggerIds(conn, id),
    listWebhookDeliveries(conn, id, query),
    listWebhookDeliveries(conn, id, { page: 1, perPage: 1, state: "failed" }),
  ]);
  return {
    management: true as const,
    webhook,
    triggerIds,
    deliveries: page
      ? { available: true as const, page, failed: failed?.meta.pagination.total ?? 0 }
      : { available: false as const },
  };
}
