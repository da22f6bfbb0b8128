import Link from "next/link";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatNumber, formatPercent } from "@/lib/analytics/labels";
import type { MessageKinds } from "@/lib/chat-store/kinds-model";
import { PanelCard } from "./panel-card";

/** Messages by type against the previous period, and how many of the range's were edited or deleted since. */
export function KindsCard({ kinds, previousStored }: { kinds: MessageKinds; previousStored: boolean }) {
  const total = kinds.byType.reduce((s, t) => s + t.messages, 0);
  return (
    <PanelCard title="Messages by type">
      <div className="flex flex-col gap-3">
        <Table>
          <caption className="sr-only">Messages sent in this range by type, with the previous period</caption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Type</TableHead>
              <TableHead scope="col" className="text-right">
                Messages
              </TableHead>
              <TableHead scope="col" className="text-right">
                Share
              </TableHead>
              {previousStored ? (
                <TableHead scope="col" className="text-right">
                  Previous period
                </TableHead>
              ) : null}
            </TableRow>
          </TableHeader>
          <TableBody>
            {kinds.byType.map((t) => (
              <TableRow key={t.type}>
                <TableHead scope="row" className="font-normal">
                  {t.type}
                </TableHead>
                <TableCell className="text-right tabular-nums">{formatNumber(t.messages)}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {total ? formatPercent(t.messages / total) : "—"}
                </TableCell>
                {previousStored ? (
                  <TableCell className="text-right tabular-nums">{formatNumber(t.previous)}</TableCell>
                ) : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <p className="text-sm">
          Of this range’s messages, <span data-kind="edited">{formatNumber(kinds.edited)}</span> were edited
          and <span data-kind="deleted">{formatNumber(kinds.deleted)}</span> deleted since.{" "}
          <Link href="/messages/search?deleted=only" className="text-primary underline underline-offset-4">
            Deleted messages
          </Link>
        </p>
      </div>
    </PanelCard>
  );
}
