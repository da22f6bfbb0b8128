import type { Metadata } from "next";
import { PageHeader } from "@/components/page-header";
import { guardPage } from "@/lib/auth/guard";
import { activeConnection } from "@/lib/server/connections";
import { ManagementRequired } from "../../_components/management-required";
import { WebhookForm } from "../_components/webhook-form";

export const metadata: Metadata = { title: "New webhook" };

export default async function NewWebhookPage() {
  await guardPage("admin");
  const active = await activeConnection();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader back={{ href: "/webhooks", label: "Webhooks" }} title="New webhook" />
      {active?.hasManagement ? (
        <WebhookForm />
      ) : (
        <ManagementRequired what="Webhooks" connected={Boolean(active)} />
      )}
    </div>
  );
}
