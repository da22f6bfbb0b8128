import { Suspense } from "react";
import type { TopNames } from "@/lib/analytics/top-names";
import type { ChatPanel } from "@/lib/chat-store/panel-model";
import type { ChatSyncProgress } from "@/lib/chat-store/sync";
import { formatSecondsUtc } from "@/lib/format";
import { ChatSyncPanel } from "./chat-sync-panel";
import { Heatmap } from "./heatmap";
import { ActiveUsers, MessagesPerDay } from "./messages-charts";
import { MessagesKpis } from "./messages-kpis";
import { MessagesTopTables } from "./messages-top-tables";

async function NamedTopTables({ panel, names }: { panel: ChatPanel; names: Promise<TopNames> }) {
  return <MessagesTopTables panel={panel} names={await names} />;
}

function FirstSync({ progress }: { progress: ChatSyncProgress }) {
  const copying = progress.phase !== "idle";
  return (
    <section className="rounded-lg border border-dashed border-border p-8 text-center">
      <h2 className="text-lg font-medium">{copying ? "Copying the messages" : "No messages yet"}</h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {copying
          ? "The Messages view reads the dashboard’s own copy of the app’s messages (without their text). The first sync copies them from the service, newest first; the figures appear as soon as the first page is stored, and this page updates by itself."
          : "The service lists no messages for this app. Messages show here once they are sent and synced."}
      </p>
    </section>
  );
}

/** The Messages view: its sync, then the figures once messages are stored (names after the figures). */
export function MessagesView({
  progress,
  panel,
  compared,
  names,
}: {
  progress: ChatSyncProgress;
  panel?: ChatPanel;
  compared: string;
  names?: Promise<TopNames>;
}) {
  const copying = progress.phase !== "idle";
  return (
    <>
      <ChatSyncPanel initial={progress} />
      {panel ? (
        <>
          {copying ? (
            <p className="text-sm text-muted-foreground">
              The first sync is still copying messages, newest first
              {progress.reachedAt ? `, back to ${formatSecondsUtc(progress.reachedAt)} so far` : ""}: figures
              for earlier times are not complete yet.
            </p>
          ) : null}
          <MessagesKpis panel={panel} compared={compared} />
          {panel.kpis.messages.value === 0 ? (
            <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
              {copying && (progress.reachedAt ?? 0) >= panel.from
                ? "The first sync has not reached this range yet."
                : "No messages were sent in this range."}
            </p>
          ) : null}
          <MessagesPerDay panel={panel} />
          <ActiveUsers panel={panel} />
          <Heatmap heatmap={panel.heatmap} tz={panel.tz} unit="messages" />
          {names ? (
            <Suspense fallback={<MessagesTopTables panel={panel} />}>
              <NamedTopTables panel={panel} names={names} />
            </Suspense>
          ) : (
            <MessagesTopTables panel={panel} />
          )}
        </>
      ) : (
        <FirstSync progress={progress} />
      )}
    </>
  );
}
