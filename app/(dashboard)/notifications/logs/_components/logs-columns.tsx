"use client";

import Link from "next/link";
import { type DataTableColumnDef, dataTableColumnHelper } from "@/components/data-table/features";
import { NamedId } from "@/components/names/named-id";
import { Badge } from "@/components/ui/badge";
import { formatSeconds } from "@/lib/format";
import {
  CHANNEL_LABELS,
  logOutcome,
  logRecipient,
  type OutcomeKind,
  PROVIDER_LABELS,
  TRIGGER_LABELS,
} from "@/lib/notification-log-labels";
import type { NotificationLog } from "@/lib/schemas/notification-logs";
import { groupHref, messageHref, userHref } from "../_lib/log-links";

const col = dataTableColumnHelper<NotificationLog>();

export const OUTCOME_BADGE: Record<OutcomeKind, "success" | "muted" | "danger" | "warning"> = {
  sent: "success",
  pending: "warning",
  failed: "danger",
  "not-sent": "muted",
};

export const formatMs = (ms: number) => formatSeconds(ms / 1000);

/** A log entry's recipient or sender: the name beside the id once the names on screen arrive, a link to their page. */
export function Party({ kind, id }: { kind: "user" | "group"; id: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      {kind === "group" ? <span className="text-xs text-muted-foreground">Group</span> : null}
      <NamedId kind={kind} id={id} href={kind === "group" ? groupHref(id) : userHref(id)} />
    </span>
  );
}

/** The users and groups a page of entries names, for their names. */
export function logPartyIds(logs: readonly NotificationLog[]) {
  const uids: string[] = [];
  const guids: string[] = [];
  for (const log of logs) {
    const r = logRecipient(log);
    (r.kind === "user" ? uids : guids).push(r.id);
    uids.push(log.sender);
  }
  return { uids, guids };
}

/** `open` shows an entry in the side sheet; memoise the columns with it. */
export function logsColumns(open: (log: NotificationLog) => void): DataTableColumnDef<NotificationLog>[] {
  return [
    col.accessor("processingStartedAtMS", {
      header: "Time (UTC)",
      cell: ({ row: { original: log } }) => (
        <button
          type="button"
          className="whitespace-nowrap text-left underline-offset-4 hover:underline"
          onClick={() => open(log)}
        >
          <time dateTime={new Date(log.processingStartedAtMS).toISOString()}>
            {formatMs(log.processingStartedAtMS)}
          </time>
          <span className="sr-only">: open entry {log._id}</span>
        </button>
      ),
    }),
    col.accessor("channel", { header: "Channel", cell: ({ row }) => CHANNEL_LABELS[row.original.channel] }),
    col.display({
      id: "provider",
      header: "Provider",
      cell: ({ row: { original: log } }) =>
        log.provider ? (
          <span className="flex flex-col leading-tight">
            <span>{PROVIDER_LABELS[log.provider]}</span>
            {log.providerId ? (
              <span className="font-mono text-xs text-muted-foreground">{log.providerId}</span>
            ) : null}
          </span>
        ) : (
          "—"
        ),
    }),
    col.display({
      id: "recipient",
      header: "Recipient",
      cell: ({ row }) => <Party {...logRecipient(row.original)} />,
    }),
    col.accessor("sender", {
      header: "Sender",
      cell: ({ row }) => <Party kind="user" id={row.original.sender} />,
    }),
    col.accessor("trigger", { header: "Trigger", cell: ({ row }) => TRIGGER_LABELS[row.original.trigger] }),
    col.accessor("messageId", {
      header: "Message",
      cell: ({ row }) => {
        const id = row.original.messageId;
        return id === undefined ? (
          "—"
        ) : (
          <Link href={messageHref(id)} className="font-mono underline-offset-4 hover:underline">
            {id}
          </Link>
        );
      },
    }),
    col.display({
      id: "outcome",
      header: "Outcome",
      cell: ({ row }) => {
        const outcome = logOutcome(row.original);
        return (
          <Badge variant={OUTCOME_BADGE[outcome.kind]} className="whitespace-normal">
            {outcome.label}
          </Badge>
        );
      },
    }),
  ];
}
