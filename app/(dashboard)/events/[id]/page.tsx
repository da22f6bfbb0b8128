import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BackToList } from "@/components/data-table/back-to-list";
import { Facts } from "@/components/facts";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { guardPage } from "@/lib/auth/guard";
import { atLeast } from "@/lib/auth/roles";
import { formatSecondsUtc } from "@/lib/format";
import { getEvent } from "@/lib/receiver/service";
import { activeConnection } from "@/lib/server/connections";
import { ReplayForm } from "./_components/replay-form";

export const metadata: Metadata = { title: "Event" };

/** Never shown even if a store held them: credentials and cookies. */
const HIDDEN_HEADERS = new Set(["authorization", "proxy-authorization", "cookie"]);

export default async function EventPage({ params }: { params: Promise<{ id: string }> }) {
  const admin = await guardPage("viewer");
  const { id } = await params;
  const active = await activeConnection();
  const event = active ? await getEvent(id) : undefined;
  // An event of another app is as unknown here as a missing one.
  if (!event || event.appId !== active?.appId) notFound();
  const headers = Object.entries(event.headers)
    .filter(([name]) => !HIDDEN_HEADERS.has(name.toLowerCase()))
    .sort(([a], [b]) => a.localeCompare(b));
  const facts: [string, string][] = [
    ["Event id", event.id],
    ["Trigger", event.trigger],
    ["Family", event.family],
    ["Received", formatSecondsUtc(Math.floor(event.receivedAt / 1000))],
    ["Delivery attempt", event.attempt === null ? "Not stated by the sender" : String(event.attempt)],
    ["Webhook", String(event.payload.webhook ?? "—")],
    ["Receiver endpoint", event.endpointId],
  ];
  return (
    <div className="flex max-w-5xl flex-col gap-4">
      <div>
        <BackToList href="/events">← Events</BackToList>
        <h1 className="font-mono text-2xl font-semibold">{event.trigger}</h1>
      </div>
      <Facts
        rows={facts}
        className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm"
        valueClassName="font-mono"
      />
      <Card>
        <CardHeader>
          <CardTitle>Payload</CardTitle>
        </CardHeader>
        <CardContent>
          <pre
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs focus to scroll by keyboard
            tabIndex={0}
            className="max-h-[32rem] overflow-auto rounded-md bg-muted p-3 text-xs"
          >
            {JSON.stringify(event.payload, null, 2)}
          </pre>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Headers</CardTitle>
        </CardHeader>
        <CardContent>
          <Facts
            rows={headers}
            label="Headers"
            className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 font-mono text-xs"
            valueClassName="break-all"
          />
          <p className="mt-2 text-xs text-muted-foreground">Authorization and cookies are never stored.</p>
        </CardContent>
      </Card>
      {atLeast(admin.role, "admin") ? (
        <Card>
          <CardHeader>
            <CardTitle>Replay</CardTitle>
          </CardHeader>
          <CardContent>
            <ReplayForm eventId={event.id} />
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
