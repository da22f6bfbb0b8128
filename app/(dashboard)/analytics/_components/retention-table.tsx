import type { CSSProperties } from "react";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { type Retention, WEEKS_AFTER } from "@/lib/chat-store/retention-model";
import { formatCalendarDay } from "@/lib/format";
import { PanelCard } from "./panel-card";

const LATER = Array.from({ length: WEEKS_AFTER }, (_, k) => k + 1);
const percent = (n: number, of: number) => `${Math.round((n / of) * 100)}%`;

/** A cell's shade grows with its share, at most a third of the accent so the text keeps its contrast. */
const shade = (share: number) => ({ "--shade": `${Math.round(share * 33)}%` }) as CSSProperties;

/**
 * Weekly retention cohorts: each row the users whose first message fell in a week, each later column the
 * share of them who sent a message in that week.
 */
export function RetentionTable({ retention, tz }: { retention: Retention; tz: string }) {
  const { cohorts, openWeek } = retention;
  return (
    <PanelCard title="Weekly retention">
      {cohorts.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No week starts within this range. Choose a range of a week or more to see the users who started in
          each week and how many came back.
        </p>
      ) : (
        <div className="flex flex-col gap-2">
          <Table className="min-w-[44rem]">
            <caption className="sr-only">
              Of the users who sent their first message in a week, the share who sent a message again in each
              of the next {WEEKS_AFTER} weeks
            </caption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Week of first message</TableHead>
                <TableHead scope="col" className="text-right">
                  New senders
                </TableHead>
                {LATER.map((k) => (
                  <TableHead key={k} scope="col" className="text-right">
                    Week {k}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {cohorts.map((c) => (
                <TableRow key={c.week}>
                  <TableHead scope="row" className="font-normal">
                    {formatCalendarDay(c.week)}
                    {c.week === openWeek ? <span className="text-muted-foreground"> (so far)</span> : null}
                  </TableHead>
                  <TableCell className="text-right tabular-nums">{c.users}</TableCell>
                  {c.returned.map((n, k) =>
                    n === null || c.users === 0 ? (
                      <TableCell key={LATER[k]} className="text-right text-muted-foreground">
                        <span aria-hidden>{n === null ? "·" : "–"}</span>
                        <span className="sr-only">{n === null ? "not yet" : "no new senders"}</span>
                      </TableCell>
                    ) : (
                      <TableCell
                        key={LATER[k]}
                        className="bg-[color-mix(in_oklab,var(--primary)_var(--shade),transparent)] text-right tabular-nums"
                        style={shade(n / c.users)}
                        title={`${n} of ${c.users}`}
                      >
                        {percent(n, c.users)}
                      </TableCell>
                    ),
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <p className="text-xs text-muted-foreground">
            Weeks start on Monday ({tz}). A user belongs to the week of their first stored message; a later
            week counts them once if they sent anything in it, up to the range’s end.
            {openWeek
              ? ` The week of ${formatCalendarDay(openWeek)} is still under way: its figures are so far.`
              : ""}{" "}
            · marks a week that has not begun by the range’s end.
          </p>
        </div>
      )}
    </PanelCard>
  );
}
