import { nowSeconds } from "@/lib/db";
import type { Connection } from "@/lib/server/api/request";
import { webhookHealth } from "@/lib/server/overview";
import { HEALTH_WINDOW_SECONDS } from "@/lib/webhook-health";
import { OverviewCard } from "./overview-card";
import { Unavailable } from "./overview-cards";
import { WEBHOOKS_CARD_TITLE, WebhooksCardView } from "./webhooks-card-view";

export async function WebhooksCard({ conn }: { conn: Connection }) {
  if (!conn.mgmtKey) {
    return (
      <OverviewCard title={WEBHOOKS_CARD_TITLE} href="/webhooks" linkLabel="Webhooks">
        <p className="text-sm text-muted-foreground">
          Webhooks need the account&apos;s management key; add it under Apps.
        </p>
      </OverviewCard>
    );
  }
  let rows: Awaited<ReturnType<typeof webhookHealth>>;
  try {
    rows = await webhookHealth(conn, nowSeconds() - HEALTH_WINDOW_SECONDS);
  } catch (e) {
    return (
      <OverviewCard title={WEBHOOKS_CARD_TITLE} href="/webhooks" linkLabel="Webhooks">
        <Unavailable error={e} />
      </OverviewCard>
    );
  }
  return <WebhooksCardView rows={rows} />;
}
