import { IntentLink } from "@/components/intent-link";
import { NameWithId } from "@/components/names/name-with-id";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatNumber } from "@/lib/analytics/labels";
import type { TopNames } from "@/lib/analytics/top-names";
import type { Panel } from "@/lib/call-store/panel-model";
import { callsLink } from "../_lib/drill-down";
import { PanelCard } from "./panel-card";

interface Row {
  id: string;
  name?: string;
  minutes: number;
  calls: number;
  href?: string;
}

function TopTable({
  title,
  idLabel,
  minutesLabel,
  rows,
}: {
  title: string;
  idLabel: string;
  minutesLabel: string;
  rows: Row[];
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
              <TableHead className="text-right">{minutesLabel}</TableHead>
              <TableHead className="text-right">Calls</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id}>
                <TableCell>
                  {r.href ? (
                    <IntentLink href={r.href} className="underline-offset-2 hover:underline">
                      <NameWithId id={r.id} name={r.name} />
                    </IntentLink>
                  ) : (
                    <NameWithId id={r.id} name={r.name} />
                  )}
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatNumber(r.minutes)}</TableCell>
                <TableCell className="text-right tabular-nums">{r.calls}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </PanelCard>
  );
}

export function TopTables({
  panel,
  range,
  names,
}: {
  panel: Panel;
  range: { from: number; to: number };
  names?: TopNames;
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <TopTable
        title="Top users by participant minutes"
        idLabel="User"
        minutesLabel="Participant minutes"
        rows={panel.topUsers.map((u) => ({
          id: u.uid,
          name: names?.users[u.uid],
          minutes: u.minutes,
          calls: u.calls,
          href: callsLink(range, { uid: u.uid }),
        }))}
      />
      <TopTable
        title="Top groups by call minutes"
        idLabel="Group"
        minutesLabel="Call minutes"
        rows={panel.topGroups.map((g) => ({
          id: g.group,
          name: names?.groups[g.group],
          minutes: g.minutes,
          calls: g.calls,
        }))}
      />
    </div>
  );
}
