"use client";

import Link from "next/link";
import { actionsColumn } from "@/components/data-table/actions-column";
import { type DataTableColumnDef, dataTableColumnHelper } from "@/components/data-table/features";
import { Badge } from "@/components/ui/badge";
import type { Webhook } from "@/lib/schemas/webhooks";
import { DeleteWebhookButton } from "./delete-webhook-button";
import { WebhookEnabledSwitch } from "./webhook-enabled-switch";
import { WebhookHealthCell } from "./webhook-health-cell";

const col = dataTableColumnHelper<Webhook>();

export const webhookHref = (w: Webhook) => `/webhooks/${encodeURIComponent(w.id)}`;

export const webhooksColumns: DataTableColumnDef<Webhook>[] = [
  col.accessor("name", {
    header: "Name",
    enableHiding: false,
    cell: (c) => (
      <Link href={webhookHref(c.row.original)} className="font-medium underline-offset-4 hover:underline">
        {c.getValue()}
      </Link>
    ),
  }),
  col.display({
    id: "health",
    header: "Deliveries, last 24 h",
    cell: (c) => <WebhookHealthCell id={c.row.original.id} />,
  }),
  col.accessor("id", {
    header: "Id",
    cell: (c) => <span className="font-mono text-xs">{c.getValue()}</span>,
  }),
  col.accessor("webhookURL", {
    header: "URL",
    cell: (c) => (
      <span className="block max-w-64 truncate font-mono text-xs" title={c.getValue()}>
        {c.getValue()}
      </span>
    ),
  }),
  col.accessor("useBasicAuth", {
    header: "Basic auth",
    cell: (c) =>
      c.getValue() ? <Badge variant="muted">{c.row.original.username ?? "on"}</Badge> : <span>Off</span>,
  }),
  col.accessor("retryOnFailure", { header: "Retries", cell: (c) => (c.getValue() ? "On failure" : "No") }),
  col.accessor("enabled", {
    header: "Enabled",
    cell: (c) => (
      <WebhookEnabledSwitch id={c.row.original.id} name={c.row.original.name} enabled={c.getValue()} />
    ),
  }),
  actionsColumn((r: Webhook) => (
    <div className="text-right">
      <DeleteWebhookButton id={r.id} name={r.name} />
    </div>
  )),
];
