"use client";

import Link from "next/link";
import { NameWithId } from "@/components/names/name-with-id";
import { useNames } from "@/components/names/use-names";
import { Button } from "@/components/ui/button";
import { UserAvatar } from "@/components/user-avatar";
import { formatSecondsUtc } from "@/lib/format";
import { appliesTo, OUTCOMES, type Outcome } from "../_lib/outcomes";
import type { Item, Shown } from "../_lib/queue-items";
import type { useMessageContext } from "../_lib/use-message-context";
import { SenderHistory } from "./sender-history";
import { WhyWaiting } from "./why-waiting";

/** The current item: who sent it to whom, why it waits, the conversation around it, and its outcomes. */
export function QueueMessage({
  item,
  shown,
  context,
  sameSender,
  notice,
  onDecide,
}: {
  item: Item;
  shown: Shown;
  context: ReturnType<typeof useMessageContext>;
  /** How many shown items are from the same sender. */
  sameSender: number;
  /** Why the last key did nothing here, or "". */
  notice: string;
  onDecide: (outcome: Outcome) => void;
}) {
  const name = shown.senderName ?? shown.sender;
  const toGroup = shown.receiverType === "group";
  const names = useNames(toGroup ? { guids: [shown.receiver] } : { uids: [shown.receiver] });
  const receiverName = (toGroup ? names.groups : names.users)[shown.receiver];
  return (
    <section
      aria-label={`Message ${shown.id}`}
      className="flex flex-col gap-3 rounded-lg border border-border p-4"
    >
      <div className="flex items-center gap-2">
        <UserAvatar name={name} src={shown.senderAvatar} size="md" />
        <div>
          <Link
            href={`/users/${encodeURIComponent(shown.sender)}`}
            className="font-medium underline-offset-2 hover:underline"
          >
            <NameWithId id={shown.sender} name={shown.senderName} />
          </Link>
          <p className="text-xs text-muted-foreground">
            to {toGroup ? "the group " : ""}
            <Link
              href={`/${toGroup ? "groups" : "users"}/${encodeURIComponent(shown.receiver)}`}
              className="underline-offset-2 hover:underline"
            >
              <NameWithId id={shown.receiver} name={receiverName} />
            </Link>{" "}
            · {formatSecondsUtc(shown.sentAt)} · {sameSender} waiting from this sender
          </p>
        </div>
      </div>
      <WhyWaiting item={item} />
      {shown.sender ? (
        <SenderHistory
          sender={shown.sender}
          guid={shown.receiverType === "group" ? shown.receiver : undefined}
        />
      ) : null}
      <div className="flex flex-col gap-1 rounded-md bg-muted/40 p-3 text-sm">
        {(context.data?.before ?? []).map((m) => (
          <ContextLine key={m.id} m={m} />
        ))}
        <p className="rounded bg-background p-2 font-medium">
          <span className="text-muted-foreground">{shown.sender}: </span>
          {shown.text}
        </p>
        {(context.data?.after ?? []).map((m) => (
          <ContextLine key={m.id} m={m} />
        ))}
        {context.isPending && context.fetchStatus !== "idle" ? (
          <p className="text-xs text-muted-foreground">Loading the conversation…</p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {OUTCOMES.filter((o) => appliesTo(o, shown)).map((o) => (
          <Button
            key={o.outcome}
            variant={o.outcome === "approve" ? "default" : "outline"}
            size="sm"
            onClick={() => onDecide(o.outcome)}
            aria-keyshortcuts={o.key}
          >
            {o.label} <kbd className="ml-1 rounded border px-1 text-[10px]">{o.key}</kbd>
          </Button>
        ))}
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        {notice}
      </p>
    </section>
  );
}

function ContextLine({ m }: { m: { id: string; sender: string; data?: Record<string, unknown> } }) {
  const text = typeof m.data?.text === "string" ? m.data.text : "(not text)";
  return (
    <p className="px-2 text-muted-foreground">
      <span>{m.sender}: </span>
      {text}
    </p>
  );
}
