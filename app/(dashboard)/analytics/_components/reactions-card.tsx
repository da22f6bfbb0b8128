import { BarChart, type BarDatum } from "@/components/charts/bar-chart";
import { formatNumber } from "@/lib/analytics/labels";
import type { ChatReactions } from "@/lib/chat-store/reactions-model";
import { formatShortDay } from "@/lib/format";
import { CompareTable } from "./compare-table";
import { PanelCard } from "./panel-card";

const REACTIONS = { key: "reactions", name: "Reactions", color: "var(--chart-1)" };
// Days in the date format without the year: seven fit a phone's chart.
const DAY_LABELS = 7;

/** Reactions on the range's messages, per day and the most used, against the previous period. */
export function ReactionsCard({
  reactions,
  tz,
  previousStored,
}: {
  reactions: ChatReactions;
  tz: string;
  /** Whether the stored history reaches over the previous period (else its figures are left out). */
  previousStored: boolean;
}) {
  const { current, previous, perDay, top } = reactions;
  const data: BarDatum[] = perDay.map((d) => ({ label: formatShortDay(d.day), reactions: d.reactions }));
  return (
    <PanelCard title="Reactions">
      {current.reactions === 0 ? (
        <p className="text-sm text-muted-foreground">
          No reactions on this range’s messages
          {previousStored ? ` (previous period: ${formatNumber(previous.reactions)})` : ""}.
        </p>
      ) : (
        <div className="flex flex-col gap-3">
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <div className="rounded-lg border border-border p-3">
              <dt className="text-sm text-muted-foreground">Reactions on the range’s messages</dt>
              <dd className="mt-1 text-2xl font-semibold tabular-nums" data-reactions="reactions">
                {formatNumber(current.reactions)}
              </dd>
              {previousStored ? (
                <dd className="mt-1 text-xs text-muted-foreground" data-reactions-previous="reactions">
                  previous period {formatNumber(previous.reactions)}
                </dd>
              ) : null}
            </div>
            <div className="rounded-lg border border-border p-3">
              <dt className="text-sm text-muted-foreground">Messages with reactions</dt>
              <dd className="mt-1 text-2xl font-semibold tabular-nums" data-reactions="messagesWithReactions">
                {formatNumber(current.messagesWithReactions)}
              </dd>
              {previousStored ? (
                <dd
                  className="mt-1 text-xs text-muted-foreground"
                  data-reactions-previous="messagesWithReactions"
                >
                  previous period {formatNumber(previous.messagesWithReactions)}
                </dd>
              ) : null}
            </div>
          </dl>
          <BarChart
            data={data}
            series={[REACTIONS]}
            labelEvery={Math.ceil(data.length / DAY_LABELS)}
            summary={`Reactions on each day's messages in ${tz}: ${formatNumber(current.reactions)} over ${data.length} days`}
          />
          <CompareTable
            caption="The reactions used most on this range’s messages, with the previous period"
            head="Most used"
            rows={top}
            rowKey={(k) => k.reaction}
            rowHead={(k) => k.reaction}
            columns={[{ label: "Reactions", value: (k) => formatNumber(k.reactions) }]}
            previous={previousStored ? (k) => k.previous : undefined}
          />
          <p className="text-xs text-muted-foreground">
            The store knows how many of each reaction a message has, not when each was made: a day’s reactions
            are those on the messages sent that day, whenever they came. A message’s counts are read when the
            dashboard copies it, and again after each reaction event when a webhook points at the dashboard’s
            receiver. Without one, reactions added or removed after the copy (on recent messages, most of
            them) are not seen. Deleted messages count none. The message search has no reaction filter, so
            these figures link nowhere.
          </p>
        </div>
      )}
    </PanelCard>
  );
}
