import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { PageHeader } from "@/components/page-header";
import { guardPage } from "@/lib/auth/guard";
import { atLeast } from "@/lib/auth/roles";
import { activeConnection } from "@/lib/server/connections";
import {
  LiveCallsCard,
  ModerationCard,
  OverviewCardSkeleton,
  RecentActionsCard,
  TodayCard,
  TrendsCard,
  UsageCard,
} from "./_components/overview/overview-cards";
import { WebhooksCard } from "./_components/overview/webhooks-card";

export const metadata: Metadata = { title: "Overview" };

export default async function OverviewPage() {
  const admin = await guardPage("viewer");
  const active = await activeConnection();
  if (!active) {
    return (
      <div className="flex max-w-xl flex-col gap-2">
        <h1 className="text-2xl font-semibold">Overview</h1>
        <p className="text-sm text-muted-foreground">
          No app is connected yet.{" "}
          {atLeast(admin.role, "admin") ? (
            <Link href="/apps" className="text-primary underline">
              Connect one under Apps
            </Link>
          ) : (
            "Ask an admin to connect one."
          )}
        </p>
      </div>
    );
  }
  const canAdminister = atLeast(admin.role, "admin");
  return (
    <div className="flex max-w-6xl flex-col gap-4">
      <PageHeader title="Overview">
        {active.name} · <code>{active.appId}</code> · {active.region.toUpperCase()}. Times are UTC.
      </PageHeader>
      <div className="grid gap-4 md:grid-cols-2">
        <Suspense fallback={<OverviewCardSkeleton title="Today" />}>
          <TodayCard appId={active.appId} />
        </Suspense>
        <Suspense fallback={<OverviewCardSkeleton title="Happening now" />}>
          <LiveCallsCard conn={active.conn} />
        </Suspense>
        <Suspense fallback={<OverviewCardSkeleton title="Trends, last 30 days" />}>
          <TrendsCard appId={active.appId} />
        </Suspense>
        <Suspense fallback={<OverviewCardSkeleton title="Usage, last 30 days" />}>
          <UsageCard conn={active.conn} />
        </Suspense>
        {atLeast(admin.role, "moderator") ? (
          <Suspense fallback={<OverviewCardSkeleton title="Moderation queue" />}>
            <ModerationCard conn={active.conn} />
          </Suspense>
        ) : null}
        {canAdminister ? (
          <>
            <Suspense fallback={<OverviewCardSkeleton title="Webhook deliveries, last 24 hours" />}>
              <WebhooksCard conn={active.conn} />
            </Suspense>
            <Suspense fallback={<OverviewCardSkeleton title="Recent admin actions" />}>
              <RecentActionsCard />
            </Suspense>
          </>
        ) : null}
      </div>
    </div>
  );
}
