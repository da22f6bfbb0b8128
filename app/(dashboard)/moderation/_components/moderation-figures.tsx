import type { ModerationFigures } from "@/lib/moderation/figures";

const duration = (s: number) =>
  s < 90
    ? `${Math.round(s)} s`
    : s < 5400
      ? `${Math.round(s / 60)} min`
      : s < 172_800
        ? `${(s / 3600).toFixed(1)} h`
        : `${(s / 86_400).toFixed(1)} days`;

export function ModerationFiguresCard({
  figures,
  waiting,
  reasonNames,
}: {
  figures: ModerationFigures;
  waiting: { reported: string; blocked: string };
  reasonNames: Record<string, string>;
}) {
  const peak = Math.max(1, ...figures.days.map((d) => d.reported + d.blocked));
  return (
    <section
      aria-labelledby="figures-h"
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
        <ol className="flex h-24 items-end gap-1" aria-label="Reports and blocks per day">
          {figures.days.map((d) => (
            <li
              key={d.day}
              className="flex flex-1 flex-col justify-end"
              aria-label={`${d.day}: ${d.reported} reported, ${d.blocked} blocked`}
              title={`${d.day}: ${d.reported} reported, ${d.blocked} blocked`}
            >
              <span className="block bg-amber-500/80" style={{ height: `${(d.blocked / peak) * 100}%` }} />
              <span className="block bg-primary" style={{ height: `${(d.reported / peak) * 100}%` }} />
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
