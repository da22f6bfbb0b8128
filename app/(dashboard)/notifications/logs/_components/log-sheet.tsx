"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { Facts } from "@/components/facts";
import { Badge } from "@/components/ui/badge";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import {
  CHANNEL_LABELS,
  logOutcome,
  logRecipient,
  PROVIDER_LABELS,
  TRIGGER_LABELS,
} from "@/lib/notification-log-labels";
import type { NotificationLog } from "@/lib/schemas/notification-logs";
import { conversationHref, groupHref, messageHref, userHref } from "../_lib/log-links";
import { formatMs, OUTCOME_BADGE, Party } from "./logs-columns";

const MS_FIELDS = new Set(["processingStartedAtMS", "processingEndedAtMS", "messageSentAtMS"]);

function fieldValue(key: string, value: unknown): string {
  if (MS_FIELDS.has(key) && typeof value === "number") return `${value} (${formatMs(value)} UTC)`;
  return typeof value === "object" && value !== null ? JSON.stringify(value) : String(value);
}

function LogFacts({ rows, label }: { rows: [string, ReactNode][]; label: string }) {
  return (
    <Facts
      rows={rows}
      label={label}
      className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm"
      valueClassName="min-w-0 break-all"
    />
  );
}

function Entry({ log }: { log: NotificationLog }) {
  const outcome = logOutcome(log);
  const recipient = logRecipient(log);
  const summary: [string, ReactNode][] = [
    [
      "Outcome",
      <Badge key="o" variant={OUTCOME_BADGE[outcome.kind]} className="whitespace-normal">
        {outcome.label}
      </Badge>,
    ],
    [
      "Channel",
      `${CHANNEL_LABELS[log.channel]}${log.provider ? ` via ${PROVIDER_LABELS[log.provider]}` : ""}`,
    ],
    ["Recipient", <Party key="r" {...recipient} />],
    ["Sender", <Party key="s" kind="user" id={log.sender} />],
    ["Trigger", TRIGGER_LABELS[log.trigger]],
    ["Took", `${log.totalProcessingTimeInMS} ms`],
  ];
  // Every field the service sent, its own names, the payload apart.
  const { payload, ...fields } = log;
  const all = Object.entries(fields).map(([k, v]): [string, ReactNode] => [
    k,
    <span key={k} className="font-mono text-xs">
      {fieldValue(k, v)}
    </span>,
  ]);
  return (
    <div className="flex flex-col gap-5 px-4 pb-6">
      <LogFacts label="Summary" rows={summary} />
      <nav aria-label="Related pages" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {recipient.kind === "user" ? (
          <Link className="text-primary underline" href={userHref(recipient.id)}>
            Recipient {recipient.id}
          </Link>
        ) : null}
        {log.receiverType === "group" ? (
          <Link className="text-primary underline" href={groupHref(log.receiver)}>
            Group {log.receiver}
          </Link>
        ) : null}
        <Link className="text-primary underline" href={conversationHref(log)}>
          Conversation
        </Link>
        {log.messageId !== undefined ? (
          <Link className="text-primary underline" href={messageHref(log.messageId)}>
            Message {log.messageId}
          </Link>
        ) : null}
      </nav>
      <section aria-labelledby="log-fields" className="flex flex-col gap-2">
        <h3 id="log-fields" className="font-medium">
          Every field
        </h3>
        <LogFacts label="Every field" rows={all} />
      </section>
      <section aria-labelledby="log-payload" className="flex flex-col gap-2">
        <h3 id="log-payload" className="font-medium">
          Payload
        </h3>
        <pre
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs focus to scroll by keyboard
          tabIndex={0}
          className="max-h-[28rem] overflow-auto rounded-md bg-muted p-3 text-xs"
        >
          {JSON.stringify(payload, null, 2)}
        </pre>
      </section>
    </div>
  );
}

/** The entry named in the URL, or why it cannot be shown. */
export function LogSheet({
  logId,
  log,
  loading,
  onClose,
}: {
  logId: string | null;
  log: NotificationLog | undefined;
  loading: boolean;
  onClose: () => void;
}) {
  return (
    <Sheet open={logId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <SheetContent side="right" className="w-[44rem] max-w-[95vw]">
        <SheetHeader>
          <SheetTitle>Log entry</SheetTitle>
          <SheetDescription>
            {log
              ? `${CHANNEL_LABELS[log.channel]} · ${formatMs(log.processingStartedAtMS)} UTC · ${log._id}`
              : `Entry ${logId ?? ""}`}
          </SheetDescription>
        </SheetHeader>
        {log ? (
          <Entry log={log} />
        ) : (
          <p role="status" className="px-4 text-sm text-muted-foreground">
            {loading
              ? "Loading…"
              : "This entry is not on the page shown: it may be on another page, or the filters leave it out."}
          </p>
        )}
      </SheetContent>
    </Sheet>
  );
}
