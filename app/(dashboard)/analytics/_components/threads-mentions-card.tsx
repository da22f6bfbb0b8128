import Link from "next/link";
import { formatNumber } from "@/lib/analytics/labels";
import type { ThreadsMentions, ThreadsMentionsFigures } from "@/lib/chat-store/threads-mentions-model";
import { CompareTable } from "./compare-table";
import { PanelCard } from "./panel-card";

const FIGURES: {
  key: "threadsStarted" | "threadsActive" | "messagesWithMentions";
  label: string;
  detail: (f: ThreadsMentionsFigures) => string;
}[] = [
  { key: "threadsStarted", label: "Threads started", detail: () => "their first reply came in the range" },
  { key: "threadsActive", label: "Threads with replies", detail: () => "at least one reply in the range" },
  {
    key: "messagesWithMentions",
    label: "Messages with mentions",
    detail: (f) => `${formatNumber(f.mentions)} mentions of ${formatNumber(f.usersMentioned)} users`,
  },
];

const link = "text-primary underline underline-offset-4";

/** Threads started and replied to, and who was mentioned, against the previous period. */
export function ThreadsMentionsCard({
  threads,
  previousStored,
}: {
  threads: ThreadsMentions;
  /** Whether the stored history reaches over the previous period (else its figures are left out). */
  previousStored: boolean;
}) {
  const { current, previous, topMentioned } = threads;
  const none = current.threadsActive === 0 && current.messagesWithMentions === 0;
  return (
    <PanelCard title="Threads and mentions">
      {none ? (
        <p className="text-sm text-muted-foreground">
          No replies in threads and no mentions in this range’s messages.
        </p>
      ) : (
        <div className="flex flex-col gap-3">
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            {FIGURES.map((f) => (
              <div key={f.key} className="rounded-lg border border-border p-3">
                <dt className="text-sm text-muted-foreground">{f.label}</dt>
                <dd className="mt-1 text-2xl font-semibold tabular-nums" data-threads={f.key}>
                  {formatNumber(current[f.key])}
                </dd>
                <dd className="mt-1 text-xs text-muted-foreground">{f.detail(current)}</dd>
                {previousStored ? (
                  <dd className="mt-1 text-xs text-muted-foreground" data-threads-previous={f.key}>
                    previous period {formatNumber(previous[f.key])}
                  </dd>
                ) : null}
              </div>
            ))}
          </dl>
          {topMentioned.length > 0 ? (
            <CompareTable
              caption="The users mentioned most in this range, with the previous period"
              head="Most mentioned"
              rows={topMentioned}
              rowKey={(u) => u.uid}
              rowHead={(u) => (
                <Link href={`/users/${encodeURIComponent(u.uid)}`} className={link}>
                  {u.uid}
                </Link>
              )}
              columns={[{ label: "Messages", value: (u) => formatNumber(u.mentions) }]}
              previous={previousStored ? (u) => u.previous : undefined}
            />
          ) : null}
          <p className="text-xs text-muted-foreground">
            A thread starts with its first reply; replies count where they were sent. A mention is a user
            named in a message’s text (<code>&lt;@uid:…&gt;</code>), counted once a message; mentions of
            everyone are left out, and deleted messages, whose text is gone, mention nobody. Media share is
            among the key figures above.{" "}
            <Link href="/messages/search?replies=with" className={link}>
              Messages with replies
            </Link>{" "}
            (all time)
          </p>
        </div>
      )}
    </PanelCard>
  );
}
