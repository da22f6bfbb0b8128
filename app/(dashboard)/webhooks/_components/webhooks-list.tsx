"use client";

import { DataTable } from "@/components/data-table/data-table";
import type { Webhook } from "@/lib/schemas/webhooks";
import { webhookHref, webhooksColumns } from "./webhooks-columns";

export function WebhooksList({ webhooks }: { webhooks: Webhook[] }) {
  return (
    <DataTable
      list="webhooks"
      caption="Webhooks of the app"
      columns={webhooksColumns}
      data={webhooks}
      getRowId={(w) => w.id}
      emptyTitle="No webhooks yet. Create one to have the service POST the app's events to your server."
      rowHref={webhookHref}
    />
  );
}
