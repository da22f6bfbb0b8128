"use client";

import { useQuery } from "@tanstack/react-query";
import { unwrapAction } from "@/lib/action-result";
import { formatDay } from "@/lib/format";
import { moderationKeys } from "@/lib/query-keys";
import { senderHistoryAction } from "../_lib/actions";

const OUTCOME: Record<string, string> = {
  "flagged:approved": "report dismissed",
  "flagged:disapproved": "removed after a report",
  "blocked:approved": "released from a block",
  "blocked:rejected": "block upheld",
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export const senderHistoryQuery = (sender: string, guid: string | undefined) => ({
  queryKey: moderationKeys.senderHistory(sender, guid),
  queryFn: async () => unwrapAction(await senderHistoryAction({ sender, guid })),
  staleTime: 30_000,
});

/** The sender's record beside the message: earlier outcomes on their messages, what else waits, bans. */
export function SenderHistory({ sender, guid }: { sender: string; guid?: string }) {
  const history = useQuery(senderHistoryQuery(sender, guid));
  if (history.isPending)
    return <p className="text-xs text-muted-foreground">Loading the sender's history…</p>;
  if (history.error)
    return (
      <p role="alert" className="text-xs text-destructive">
        The sender&apos;s history could not be loaded: {history.error.message}
      </p>
    );
  const { counts, recent, bannedHere } = history.data;
  const earlier =
    counts.reportsUpheld + counts.reportsDismissed + counts.blocksUpheld + counts.blocksReleased;
  return (
    <section aria-label="Sender's history" className="rounded-md border border-border p-3 text-sm">
      <p>
        {earlier === 0 ? (
          "No earlier reviews of this sender's messages."
        ) : (
          <>
            Earlier: {plural(counts.reportsUpheld, "message")} removed after reports,{" "}
            {plural(counts.reportsDismissed, "report")} dismissed, {plural(counts.blocksUpheld, "block")}{" "}
            upheld, {plural(counts.blocksReleased, "block")} released.
          </>
        )}{" "}
        Waiting: {plural(counts.reportsWaiting, "report")} and{" "}
        {plural(counts.blocksWaiting, "blocked message")}.
        {bannedHere ? (
          <span className="ml-1 font-medium text-destructive">Banned from this group.</span>
        ) : null}
      </p>
      {recent.length ? (
        <ul
          aria-label="Reviewed earlier"
          className="mt-2 flex flex-col gap-0.5 text-xs text-muted-foreground"
        >
          {recent.map((r) => (
            <li key={`${r.kind}:${r.id}`}>
              {formatDay(r.reviewedAt)} · {OUTCOME[`${r.kind}:${r.status}`] ?? r.status}
              {r.text ? `: “${r.text.length > 80 ? `${r.text.slice(0, 79)}…` : r.text}”` : ""}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
