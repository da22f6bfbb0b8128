import type { Metadata } from "next";
import Link from "next/link";
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
      <div>
        <Link href="/webhooks" className="text-sm text-muted-foreground underline-offset-4 hover:underline">
          ← Webhooks
        </Link>
        <h1 className="text-2xl font-semibold">New webhook</h1>
      </div>
      {active?.hasManagement ? (
        <WebhookForm />
      ) : (
        <ManagementRequired what="Webhooks" connected={Boolean(active)} />
      )}
    </div>
  );
}
