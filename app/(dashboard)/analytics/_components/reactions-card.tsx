import { BarChart, type BarDatum } from "@/components/charts/bar-chart";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatNumber } from "@/lib/analytics/labels";
import type { ChatReactions } from "@/lib/chat-store/reactions-model";
import { formatShortDay } from "@/lib/format";
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
          <Table>
            <caption className="sr-only">
              The reactions used most on this range’s messages, with the previous period
            </caption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Most used</TableHead>
                <TableHead scope="col" className="text-right">
                  Reactions
                </TableHead>
                {previousStored ? (
                  <TableHead scope="col" className="text-right">
                    Previous period
                  </TableHead>
                ) : null}
              </TableRow>
            </TableHeader>
            <TableBody>
              {top.map((k) => (
                <TableRow key={k.reaction}>
                  <TableHead scope="row" className="font-normal">
                    {k.reaction}
                  </TableHead>
                  <TableCell className="text-right tabular-nums">{formatNumber(k.reactions)}</TableCell>
                  {previousStored ? (
                    <TableCell className="text-right tabular-nums">{formatNumber(k.previous)}</TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <p className="text-xs text-muted-foreground">
            The store knows how many of each reaction a message has, not when each was made: a day’s reactions
            are those on the messages sent that day, whenever they came. The counts are as they were when the
            dashboard copied each message: the service’s list gives no sign of later reactions, so those added
            after the copy (on recent messages, most of them) are not counted. Deleted messages count none.
            The message search has no reaction filter, so these figures link nowhere.
          </p>
        </div>
      )}
    </PanelCard>
  );
}
