import type { Metadata } from "next";
import Link from "next/link";
import type { SearchParams } from "nuqs/server";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { guardPage } from "@/lib/auth/guard";
import { atLeast } from "@/lib/auth/roles";
import * as webhooksContract from "@/lib/contract/webhooks";
import { listEndpoints } from "@/lib/receiver/service";
import { MAX_WEBHOOKS_PER_APP } from "@/lib/schemas/webhooks";
import { call } from "@/lib/server/api/call";
import { isServiceError } from "@/lib/server/api/errors";
import { activeConnection } from "@/lib/server/connections";
import { EventsInspector } from "./_components/events-inspector";
import { TestEventForm, type TestTargets } from "./_components/test-event-form";
import { eventsPage } from "./_lib/events-page";
import { loadEventsSearchParams, toEventParams } from "./_lib/search-params";

export const metadata: Metadata = { title: "Events" };

async function testTargets(
  active: NonNullable<Awaited<ReturnType<typeof activeConnection>>>,
): Promise<TestTargets> {
  const endpoints = (await listEndpoints(active.appId)).map(({ id, name }) => ({ id, name }));
  if (!active.hasManagement) return { endpoints, webhooks: [] };
  try {
    const hooks = await call(active.conn, webhooksContract.listWebhooks, {
      params: { appId: active.appId },
      query: { perPage: MAX_WEBHOOKS_PER_APP },
    });
    return { endpoints, webhooks: hooks.data.map(({ id, name, webhookURL }) => ({ id, name, webhookURL })) };
  } catch (e) {
    if (!isServiceError(e)) throw e;
    return { endpoints, webhooks: [] };
  }
}

export default async function EventsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const admin = await guardPage("viewer");
  const active = await activeConnection();
  const isAdmin = atLeast(admin.role, "admin");
  const url = await loadEventsSearchParams(searchParams);
  const params = toEventParams(url, url.cursor);
  const first = active ? await eventsPage(active.appId, params) : undefined;
  const targets = active && isAdmin ? await testTargets(active) : undefined;
  return (
    <div className="flex max-w-6xl flex-col gap-4">
      <PageHeader
        title="Events"
        actions={
          isAdmin ? (
            <Button asChild variant="outline">
              <Link href="/events/receivers">Receiver endpoints</Link>
            </Button>
          ) : null
        }
      >
        Webhook deliveries received by this dashboard&apos;s own receiver endpoints, as they arrive.
      </PageHeader>
      {!active || !first ? (
        <p role="status" className="text-sm text-muted-foreground">
          No app is connected yet. Add one under <Link href="/apps">Apps</Link>.
        </p>
      ) : (
        <>
          {targets ? (
            <Card id="send-test-event" className="scroll-mt-16">
              <CardHeader>
                <CardTitle>Send a test event</CardTitle>
              </CardHeader>
              <CardContent>
                <TestEventForm {...targets} />
              </CardContent>
            </Card>
          ) : null}
          <EventsInspector initialParams={params} initialPage={first} />
        </>
      )}
    </div>
  );
}
