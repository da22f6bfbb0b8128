import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BackToList } from "@/components/data-table/back-to-list";
import { LoadError } from "@/components/load-error";
import { PageSection } from "@/components/section/page-section";
import { SectionBody } from "@/components/section/section-card";
import { guardPage } from "@/lib/auth/guard";
import { deliveryFilters } from "@/lib/inputs/webhooks-query";
import { isServiceError } from "@/lib/server/api/errors";
import { ManagementRequired } from "../../_components/management-required";
import { DeleteWebhookButton } from "../_components/delete-webhook-button";
import { DeliveriesSection, SettingsSection } from "./_components/webhook-sections";
import { WebhookTestEvent } from "./_components/webhook-test-event";
import { loadWebhook } from "./_lib/load-webhook";
import { loadDeliveriesSearchParams } from "./_lib/search-params";
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

// Only the webhook is awaited here (the heading needs it); the delivery log and the triggers stream in.
export default async function WebhookPage({ params, searchParams }: Props) {
  await guardPage("admin");
  const id = decodeURIComponent((await params).id);
  const back = <BackToList href="/webhooks">← Webhooks</BackToList>;
  const query = deliveryFilters.toQuery(loadDeliveriesSearchParams(await searchParams));
  let found: Awaited<ReturnType<typeof loadWebhook>>;
  try {
    found = await loadWebhook(id);
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
  if (!found.management) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <ManagementRequired what="Webhooks" connected={found.connected} />
      </div>
    );
  }
  const { webhook } = found;
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
      <PageSection id="deliveries" title="Delivery attempts" className="min-w-0">
        <SectionBody label="Delivery attempts" what="The delivery log">
          <DeliveriesSection id={id} query={query} />
        </SectionBody>
      </PageSection>
      <div className="grid gap-8 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <PageSection id="settings" title="Settings and triggers" className="min-w-0">
          <SectionBody label="Settings and triggers" what="The triggers">
            <SettingsSection id={id} />
          </SectionBody>
        </PageSection>
        <PageSection id="test-event" title="Send a test event" className="min-w-0">
          <WebhookTestEvent webhookId={webhook.id} useBasicAuth={webhook.useBasicAuth} />
        </PageSection>
      </div>
    </div>
  );
}
