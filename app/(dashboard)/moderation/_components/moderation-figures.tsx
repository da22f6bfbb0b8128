"use client";

import { useQuery } from "@tanstack/react-query";
import { unwrapAction } from "@/lib/action-result";
import { formatCalendarDay } from "@/lib/format";
import { moderationKeys } from "@/lib/query-keys";
import type { FiguresAnswer } from "@/lib/server/moderation-figures";
import { moderationFiguresAction } from "../_lib/actions";

const duration = (s: number) =>
  s < 90
    ? `${Math.round(s)} s`
    : s < 5400
      ? `${Math.round(s / 60)} min`
      : s < 172_800
        ? `${(s / 3600).toFixed(1)} h`
        : `${(s / 86_400).toFixed(1)} days`;

/** What waits, the last days' flow and the outcomes by reason; read again whenever an outcome applies. */
export function ModerationFiguresCard({
  initial,
  reasonNames,
}: {
  initial: FiguresAnswer;
  reasonNames: Record<string, string>;
}) {
  const { data, isFetching } = useQuery({
    queryKey: moderationKeys.figures(),
    queryFn: async () => unwrapAction(await moderationFiguresAction({})),
    initialData: initial,
  });
  const { figures, waiting } = data;
  const peak = Math.max(1, ...figures.days.map((d) => d.reported + d.blocked));
  return (
    <section
      aria-labelledby="figures-h"
      aria-busy={isFetching}
      className="grid gap-4 rounded-lg border border-border p-4 md:grid-cols-3"
    >
      <h2 id="figures-h" className="sr-only">
        Moderation figures
      </h2>
      <div className="flex flex-col gap-2">
        <p className="text-sm text-muted-foreground">Waiting for review</p>
        <p className="text-2xl font-semibold">
          {waiting.reported} <span className="text-sm font-normal text-muted-foreground">reported</span>
        </p>
        <p className="text-2xl font-semibold">
          {waiting.blocked}{" "}
          <span className="text-sm font-normal text-muted-foreground">blocked by rules</span>
        </p>
        <p className="text-sm">
          Time to first review:{" "}
          {figures.firstReview ? (
            <span className="font-medium">
              median {duration(figures.firstReview.median)}, slowest tenth over{" "}
              {duration(figures.firstReview.p90)} ({figures.firstReview.count} reviewed)
            </span>
          ) : (
            "nothing reviewed yet"
          )}
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <p className="text-sm text-muted-foreground">
          Reports and blocks per day, last {figures.days.length} days (UTC)
        </p>
        {/* Each day is as tall as the chart, so its bars' percentages have a height to take part of. */}
        <ol className="flex h-24 gap-1" aria-label="Reports and blocks per day">
          {figures.days.map((d) => (
            <li
              key={d.day}
              className="flex h-full flex-1 flex-col justify-end"
              aria-label={`${formatCalendarDay(d.day)}: ${d.reported} reported, ${d.blocked} blocked`}
              title={`${formatCalendarDay(d.day)}: ${d.reported} reported, ${d.blocked} blocked`}
            >
              <Bar className="bg-amber-500/80" value={d.blocked} peak={peak} />
              <Bar className="bg-primary" value={d.reported} peak={peak} />
            </li>
          ))}
        </ol>
        <p className="text-xs text-muted-foreground">
          <span className="mr-1 inline-block size-2 bg-primary" />
          reported <span className="ml-2 mr-1 inline-block size-2 bg-amber-500/80" />
          blocked
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <p className="text-sm text-muted-foreground">Outcomes of reports, by reason</p>
        {figures.byReason.length ? (
          <table className="text-sm">
            <thead>
              <tr className="text-left text-muted-foreground">
                <th className="font-normal">Reason</th>
                <th className="font-normal">Approved</th>
                <th className="font-normal">Removed</th>
              </tr>
            </thead>
            <tbody>
              {figures.byReason.map((r) => (
                <tr key={r.reasonId}>
                  <td>
                    {reasonNames[r.reasonId] ?? (r.reasonId === "(none)" ? "No reason given" : r.reasonId)}
                  </td>
                  <td>{r.approved}</td>
                  <td>{r.removed}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="text-sm">No report reviewed yet.</p>
        )}
      </div>
    </section>
  );
}

/** A day's share of the busiest day; one item still shows (2 px) beside hundreds. */
function Bar({ className, value, peak }: { className: string; value: number; peak: number }) {
  return (
    <span
      className={`block ${className}`}
      style={{ height: `${(value / peak) * 100}%`, minHeight: value > 0 ? 2 : 0 }}
    />
  );
}
