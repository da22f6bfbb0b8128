import { type ReactNode, Suspense } from "react";
import { IntentLink } from "@/components/intent-link";
import { NameWithId } from "@/components/names/name-with-id";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { TopNames } from "@/lib/analytics/top-names";
import { PanelCard } from "./panel-card";

export interface TopRow {
  id: string;
  name?: string;
  /** Where the row's name leads; without one it is plain text. */
  href?: string;
  /** One figure per column after the first, already formatted. */
  figures: ReactNode[];
}

/** A ranking of users or groups: the name beside its id, then its figures (right-aligned). */
export function TopTable({
  title,
  idLabel,
  figureLabels,
  rows,
}: {
  title: string;
  idLabel: string;
  figureLabels: string[];
  rows: TopRow[];
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
              {figureLabels.map((label) => (
                <TableHead key={label} className="text-right">
                  {label}
                </TableHead>
              ))}
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
                {r.figures.map((figure, i) => (
                  <TableCell key={figureLabels[i] ?? i} className="text-right tabular-nums">
                    {figure}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </PanelCard>
  );
}

async function Named({
  names,
  render,
}: {
  names: Promise<TopNames>;
  render: (names?: TopNames) => ReactNode;
}) {
  return render(await names);
}

/** The names arrive after the figures: the tables show ids until then. */
export function WithTopNames({
  names,
  render,
}: {
  names?: Promise<TopNames>;
  render: (names?: TopNames) => ReactNode;
}) {
  if (!names) return render();
  return (
    <Suspense fallback={render()}>
      <Named names={names} render={render} />
    </Suspense>
  );
}
