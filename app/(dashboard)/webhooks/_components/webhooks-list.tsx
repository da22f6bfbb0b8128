"use client";

import { DataTable } from "@/components/data-table/data-table";
import type { Webhook } from "@/lib/schemas/webhooks";
import { type HealthByWebhook, WebhookHealthProvider } from "./webhook-health-cell";
import { webhookHref, webhooksColumns } from "./webhooks-columns";

/** The app's webhooks; each row's delivery health fills in when the server has read the logs. */
export function WebhooksList({ webhooks, health }: { webhooks: Webhook[]; health: HealthByWebhook }) {
  return (
    <WebhookHealthProvider health={health}>
      <DataTable
        list="webhooks"
        caption="Webhooks of the app"
        columns={webhooksColumns}
        data={webhooks}
        getRowId={(w) => w.id}
        emptyTitle="No webhooks yet. Create one to have the service POST the app's events to your server."
        rowHref={webhookHref}
      />
    </WebhookHealthProvider>
  );
}
