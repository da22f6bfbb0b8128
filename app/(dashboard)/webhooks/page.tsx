import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { guardPage } from "@/lib/auth/guard";
import * as webhooksContract from "@/lib/contract/webhooks";
import { nowSeconds } from "@/lib/db";
import { MAX_WEBHOOKS_PER_APP } from "@/lib/schemas/webhooks";
import { call } from "@/lib/server/api/call";
import { webhooksHealth } from "@/lib/server/api/mgmt-webhooks";
import { HEALTH_WINDOW_SECONDS } from "@/lib/webhook-health";
import { ManagementUnavailable } from "../_components/management-required";
import { loadFromManagement } from "../_lib/management-load";
import { WebhooksList } from "./_components/webhooks-list";

export const metadata: Metadata = { title: "Webhooks" };

// The service allows at most 25 webhooks, so one page holds them all.
export default async function WebhooksPage() {
  await guardPage("admin");
  const load = await loadFromManagement(
    async (active) =>
      (
        await call(active.conn, webhooksContract.listWebhooks, {
          params: { appId: active.appId },
          query: { perPage: MAX_WEBHOOKS_PER_APP },
        })
      ).data,
  );
  const webhooks = load.state === "loaded" ? load.data : undefined;
  const full = (webhooks?.length ?? 0) >= MAX_WEBHOOKS_PER_APP;
  return (
    <div className="flex max-w-5xl flex-col gap-4">
      <PageHeader
        title="Webhooks"
        actions={
          webhooks ? (
            full ? (
              <p className="text-sm text-muted-foreground">
                The app has {MAX_WEBHOOKS_PER_APP} webhooks, the most it may have.
              </p>
            ) : (
              <Button asChild>
                <Link href="/webhooks/new">New webhook</Link>
              </Button>
            )
          ) : null
        }
      >
        Where the service POSTs the app&apos;s events. At most {MAX_WEBHOOKS_PER_APP} per app; passwords are
        never shown back.
      </PageHeader>
      {load.state === "loaded" ? (
        <WebhooksList
          webhooks={load.data}
          // Not awaited: the list draws at once and each row's health streams in.
          health={webhooksHealth(
            load.active.conn,
            load.data.map((w) => w.id),
            nowSeconds() - HEALTH_WINDOW_SECONDS,
          )}
        />
      ) : (
        <ManagementUnavailable what="Webhooks" load={load} />
      )}
    </div>
  );
}
