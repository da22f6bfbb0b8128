import { formatDuration, formatPercent } from "@/lib/analytics/labels";
import type { FirstReplies, FirstReplyPanel } from "@/lib/chat-store/first-reply-model";
import { PanelCard } from "./panel-card";

const FIGURES: { key: keyof FirstReplies; label: string; format: (v: number) => string }[] = [
  { key: "started", label: "Conversations started", format: (v) => v.toLocaleString("en-US") },
  { key: "median", label: "Median first reply", format: formatDuration },
  { key: "slowestTenth", label: "Slowest tenth waited at least", format: formatDuration },
  { key: "unanswered", label: "Not answered yet", format: formatPercent },
];

/** How long users wait for an answer when someone starts a one-on-one conversation with them. */
export function FirstRepliesCard({
  replies,
  previousStored,
}: {
  replies: FirstReplyPanel;
  /** Whether the stored history reaches over the previous period (else its figures are left out). */
  previousStored: boolean;
}) {
  const show = (f: (typeof FIGURES)[number], v: number | null) => (v === null ? "—" : f.format(v));
  return (
    <PanelCard title="First replies in one-on-one conversations">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {FIGURES.map((f) => (
          <div key={f.key} className="rounded-lg border border-border p-3">
            <dt className="text-sm text-muted-foreground">{f.label}</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums" data-first-reply={f.key}>
              {show(f, replies.current[f.key])}
            </dd>
            {previousStored ? (
              <dd className="mt-1 text-xs text-muted-foreground">
                previous period {show(f, replies.previous[f.key])}
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-muted-foreground">
        A conversation starts with the first stored message between two users; its first reply is the other
        user’s first message to them, whenever it came. Waits are counted for the conversations answered so
        far.
      </p>
    </PanelCard>
  );
}
