import { formatNamed, formatSeconds } from "@/lib/format";
import type { CallDetail } from "@/lib/schemas/calls";

interface Lane {
  key: string;
  label: string;
  from?: number;
  to?: number;
  kind: "participant" | "recording";
}

export function CallTimeline({ call, names = {} }: { call: CallDetail; names?: Record<string, string> }) {
  const lanes: Lane[] = call.participants.map((p, i) => ({
    key: `p${i}`,
    label: [formatNamed(names[p.uid], p.uid), p.deviceId].filter(Boolean).join(" · "),
    from: p.joinedAt,
    to: p.leftAt ?? (p.joinedAt !== undefined ? call.endedAt || undefined : undefined),
    kind: "participant",
  }));
  for (const r of call.recordings ?? []) {
    lanes.push({
      key: r.rid,
      label: `Recording ${r.rid}`,
      from: r.startTime,
      to: r.endTime,
      kind: "recording",
    });
  }
  const times = lanes
    .flatMap((l) => [l.from, l.to])
    .filter((t): t is number => typeof t === "number" && t > 0);
  const start = Math.min(call.initiatedAt, ...times);
  const end = Math.max(call.endedAt || 0, ...times, start + 1);
  const span = end - start;
  const pct = (t: number) => `${(((t - start) / span) * 100).toFixed(3)}%`;

  return (
    <figure aria-label="Who was in the call when">
      <ul className="flex flex-col gap-2">
        {lanes.map((l) => (
          <li key={l.key} className="grid grid-cols-[minmax(8rem,14rem)_1fr] items-center gap-3">
            <span className="truncate text-sm" title={l.label}>
              {l.label}
            </span>
            <div className="relative h-5 rounded bg-muted">
              {l.from !== undefined && l.to !== undefined ? (
                <div
                  data-testid="timeline-bar"
                  className={
                    l.kind === "recording"
                      ? "absolute inset-y-0 rounded bg-destructive/70"
                      : "absolute inset-y-0 rounded bg-primary/70"
                  }
                  style={{ left: pct(l.from), width: `max(2px, ${pct(start + (l.to - l.from))})` }}
                  title={`${formatSeconds(l.from)} – ${formatSeconds(l.to)} UTC`}
                >
                  <span className="sr-only">
                    {l.label}: {formatSeconds(l.from)} to {formatSeconds(l.to)} UTC
                  </span>
                </div>
              ) : (
                <span className="absolute inset-0 flex items-center px-2 text-xs text-muted-foreground">
                  never joined
                </span>
              )}
            </div>
          </li>
        ))}
      </ul>
      <figcaption className="mt-2 grid grid-cols-[minmax(8rem,14rem)_1fr] gap-3 text-xs text-muted-foreground">
        <span>UTC</span>
        {/* Wraps on narrow screens instead of printing the two times over each other. */}
        <span className="flex flex-wrap justify-between gap-x-3 tabular-nums">
          <span>{formatSeconds(start)}</span>
          <span>{formatSeconds(end)}</span>
        </span>
      </figcaption>
    </figure>
  );
}
