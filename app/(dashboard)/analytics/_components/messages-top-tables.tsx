import Link from "next/link";
import { NameWithId } from "@/components/names/name-with-id";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatNumber } from "@/lib/analytics/labels";
import type { TopNames } from "@/lib/analytics/top-names";
import type { ChatPanel, TopCount } from "@/lib/chat-store/panel-model";
import { PanelCard } from "./panel-card";

function TopTable({
  title,
  idLabel,
  rows,
  names,
  href,
}: {
  title: string;
  idLabel: string;
  rows: TopCount[];
  names?: Record<string, string>;
  href: (id: string) => string;
}) {
  return (
    <PanelCard title={title}>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">None in this range.</p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{idLabel}</TableHead>
              <TableHead className="text-right">Messages</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.key}>
                <TableCell>
                  <Link href={href(r.key)} className="underline-offset-2 hover:underline">
                    <NameWithId id={r.key} name={names?.[r.key]} />
                  </Link>
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatNumber(r.messages)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </PanelCard>
  );
}

export function MessagesTopTables({ panel, names }: { panel: ChatPanel; names?: TopNames }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <TopTable
        title="Most active senders"
        idLabel="User"
        rows={panel.topSenders}
        names={names?.users}
        href={(uid) => `/users/${encodeURIComponent(uid)}`}
      />
      <TopTable
        title="Most active groups"
        idLabel="Group"
        rows={panel.topGroups}
        names={names?.groups}
        href={(guid) => `/groups/${encodeURIComponent(guid)}`}
      />
    </div>
  );
}
