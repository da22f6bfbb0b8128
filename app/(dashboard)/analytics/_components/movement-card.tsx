import { IntentLink } from "@/components/intent-link";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatNumber } from "@/lib/analytics/labels";
import type { Movement } from "@/lib/chat-store/movement-model";
import { PanelCard } from "./panel-card";

/** Who came and who went in the range, and the groups whose activity fell most, against the previous period. */
export function MovementCard({ movement, previousStored }: { movement: Movement; previousStored: boolean }) {
  return (
    <PanelCard title="Who came, who went">
      <div className="flex flex-col gap-4">
        <dl className="grid grid-cols-2 gap-3">
          <div className="rounded-lg border border-border p-3">
            <dt className="text-sm text-muted-foreground">New senders</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums" data-movement="new">
              {formatNumber(movement.newSenders)}
            </dd>
            <dd className="mt-1 text-xs text-muted-foreground">their first stored message in this range</dd>
          </div>
          <div className="rounded-lg border border-border p-3">
            <dt className="text-sm text-muted-foreground">Gone quiet</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums" data-movement="quiet">
              {previousStored ? formatNumber(movement.quietSenders) : "—"}
            </dd>
            <dd className="mt-1 text-xs text-muted-foreground">
              {previousStored
                ? "sent in the previous period, nothing in this range"
                : "the stored messages do not reach the previous period"}
            </dd>
          </div>
        </dl>
        {previousStored && movement.fallingGroups.length ? (
          <Table>
            <caption className="text-left text-sm font-medium">Groups whose messages fell most</caption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Group</TableHead>
                <TableHead scope="col" className="text-right">
                  Messages
                </TableHead>
                <TableHead scope="col" className="text-right">
                  Previous period
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {movement.fallingGroups.map((g) => (
                <TableRow key={g.key}>
                  <TableCell>
                    <IntentLink
                      href={`/groups/${encodeURIComponent(g.key)}`}
                      className="underline-offset-2 hover:underline"
                    >
                      {g.key}
                    </IntentLink>
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{formatNumber(g.messages)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatNumber(g.previous)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : previousStored ? (
          <p className="text-sm text-muted-foreground">
            No group sent fewer messages than in the previous period.
          </p>
        ) : null}
      </div>
    </PanelCard>
  );
}
