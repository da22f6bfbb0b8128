import type { MessagesCsvExtras } from "@/lib/analytics/messages-csv";
import type { TopNames } from "@/lib/analytics/top-names";
import type { ChatPanel } from "@/lib/chat-store/panel-model";
import type { ChatSyncProgress } from "@/lib/chat-store/sync";
import { formatSecondsUtc } from "@/lib/format";
import { ChatSyncPanel } from "./chat-sync-panel";
import { ChatToCallsCard } from "./chat-to-calls-card";
import { EmptyPanel } from "./empty-panel";
import { FirstRepliesCard } from "./first-replies-card";
import { Heatmap } from "./heatmap";
import { KindsCard } from "./kinds-card";
import { ActiveUsers, MessagesPerDay } from "./messages-charts";
import { MessagesKpis } from "./messages-kpis";
import { MessagesTopTables } from "./messages-top-tables";
import { MovementCard } from "./movement-card";
import { ReactionsCard } from "./reactions-card";
import { RetentionTable } from "./retention-table";
import { ThreadsMentionsCard } from "./threads-mentions-card";
import { WithTopNames } from "./top-table";

/** The Messages view: its sync, then the figures once messages are stored (names after the figures). */
export function MessagesView({
  progress,
  panel,
  retention,
  firstReplies,
  movement,
  kinds,
  chatToCalls,
  threadsMentions,
  reactions,
  compared,
  names,
}: {
  progress: ChatSyncProgress;
  panel?: ChatPanel;
  compared: string;
  names?: Promise<TopNames>;
} & MessagesCsvExtras) {
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
          {movement ? <MovementCard movement={movement} previousStored={panel.previousStored} /> : null}
          {retention ? <RetentionTable retention={retention} tz={panel.tz} /> : null}
          {firstReplies ? (
            <FirstRepliesCard replies={firstReplies} previousStored={panel.previousStored} />
          ) : null}
          {kinds ? <KindsCard kinds={kinds} previousStored={panel.previousStored} /> : null}
          {threadsMentions ? (
            <ThreadsMentionsCard threads={threadsMentions} previousStored={panel.previousStored} />
          ) : null}
          {reactions ? (
            <ReactionsCard reactions={reactions} tz={panel.tz} previousStored={panel.previousStored} />
          ) : null}
          {chatToCalls ? (
            <ChatToCallsCard
              toCalls={chatToCalls}
              previousStored={panel.previousStored && chatToCalls.callsCoverPrevious}
            />
          ) : null}
          <Heatmap heatmap={panel.heatmap} tz={panel.tz} unit="messages" />
          <WithTopNames names={names} render={(n) => <MessagesTopTables panel={panel} names={n} />} />
        </>
      ) : (
        // During the first sync (which starts on its own) the figures are on their way: never an empty state then.
        <EmptyPanel title={copying ? "Copying the messages" : "No messages yet"}>
          {copying
            ? "The Messages view reads the dashboard’s own copy of the app’s messages (without their text). The first sync copies them from the service, newest first; the figures appear as soon as the first page is stored, and this page updates by itself."
            : "The service lists no messages for this app. Messages show here once they are sent and synced."}
        </EmptyPanel>
      )}
    </>
  );
}
