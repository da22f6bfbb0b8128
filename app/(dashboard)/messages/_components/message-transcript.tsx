"use client";

import { CornerDownRight, Paperclip, Pencil, Trash2 } from "lucide-react";
import Link from "next/link";
import { type KeyboardEvent, memo, type ReactNode, useDeferredValue, useState } from "react";
import { type DataTableCursor, DataTableCursorPager } from "@/components/data-table/data-table-cursor-pager";
import { DataTableEmpty, DataTableError } from "@/components/data-table/data-table-states";
import { ReactionLabel } from "@/components/reaction-label";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { UserAvatar } from "@/components/user-avatar";
import { repliesLabel } from "@/lib/exports/message-summary";
import { formatClock, formatDay, formatSeconds } from "@/lib/format";
import type { Message } from "@/lib/schemas/messages";
import { cn } from "@/lib/utils";
import { DeleteMessageDialog } from "../[id]/_components/delete-message-dialog";
import { EditMessageDialog } from "../[id]/_components/edit-message-dialog";

const enc = encodeURIComponent;
// The links of a page of messages (each message's page, its sender's) are not prefetched: a page holds dozens,
// each a page drawn on the server, and all of them would be asked for at every page or conversation shown.
const link = "underline-offset-4 hover:underline";

/**
 * A conversation read as a conversation: a page of messages oldest first under a heading for each day (UTC), each
 * with its sender's avatar and name, its text and media, its marks (edited, deleted), its reactions as counts and
 * its thread, and the admin's actions on it. The messages are a feed: the arrow keys move between them.
 */
export function MessageTranscript({
  rows,
  isCurrent,
  canAct,
  busy,
  error,
  onRetry,
  cursor,
  onOpenThread,
}: {
  rows: Message[];
  isCurrent: (m: Message) => boolean;
  canAct: boolean;
  busy: boolean;
  error?: string;
  onRetry?: () => void;
  cursor: DataTableCursor;
  /** Opens a message's thread beside the conversation; without it, a thread's replies link to the message. */
  onOpenThread?: (m: Message) => void;
}) {
  const [focused, setFocused] = useState<number>();
  // A page's messages are drawn first and their edit and delete dialogs (a form each) just after, in the
  // background, so a page or conversation opened shows without waiting for them.
  const actionsReady = useDeferredValue(rows) === rows;
  // The roving stop: the message last moved to, else the one the page was opened at, else the first.
  const stop =
    focused !== undefined && focused < rows.length ? focused : Math.max(rows.findIndex(isCurrent), 0);

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const articles = [...e.currentTarget.querySelectorAll<HTMLElement>(":scope > article")];
    const at = articles.indexOf(document.activeElement as HTMLElement);
    if (at < 0) return;
    const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: articles.length - 1 }[e.key];
    if (to === undefined || to < 0 || to >= articles.length) return;
    e.preventDefault();
    setFocused(to);
    articles[to]?.focus();
  }

  let body: ReactNode;
  if (error) {
    body = (
      <DataTableError
        message={error}
        action={
          onRetry ? (
            <Button variant="outline" size="sm" onClick={onRetry}>
              Try again
            </Button>
          ) : null
        }
      />
    );
  } else if (rows.length === 0) {
    body = busy ? (
      <p role="status" className="px-4 py-12 text-center text-sm text-muted-foreground">
        Loading messages…
      </p>
    ) : (
      <DataTableEmpty title="No messages here" />
    );
  } else {
    body = (
      <div
        role="feed"
        aria-label="Messages, oldest first"
        aria-busy={busy}
        // While another page or conversation loads, the one shown stays, dimmed.
        className={cn("flex flex-col transition-opacity", busy && "opacity-60")}
        onKeyDown={onKeyDown}
      >
        {rows.map((m, i) => (
          <TranscriptMessage
            key={m.id}
            message={m}
            newDay={i === 0 || formatDay(m.sentAt) !== formatDay(rows[i - 1]?.sentAt ?? 0)}
            current={isCurrent(m)}
            position={i + 1}
            size={rows.length}
            tabStop={i === stop}
            onFocusAt={setFocused}
            canAct={canAct}
            actionsReady={actionsReady}
            onOpenThread={onOpenThread}
          />
        ))}
      </div>
    );
  }
  return (
    <div className="rounded-md border border-border">
      {body}
      <DataTableCursorPager {...cursor} disabled={busy} />
    </div>
  );
}

// Drawn again only when its own props change: a page's messages stay as they are while the roving focus moves
// or the next page or conversation loads.
const TranscriptMessage = memo(function TranscriptMessage({
  message: m,
  newDay,
  current,
  position,
  size,
  tabStop,
  onFocusAt,
  canAct,
  actionsReady,
  onOpenThread,
}: {
  message: Message;
  newDay: boolean;
  current: boolean;
  position: number;
  size: number;
  tabStop: boolean;
  /** Told the message's index (its position less one) when the message itself takes the focus. */
  onFocusAt: (index: number) => void;
  canAct: boolean;
  actionsReady: boolean;
  onOpenThread?: (m: Message) => void;
}) {
  const who = m.data.entities?.sender?.entity;
  const headingId = `message-${m.id}-from`;
  return (
    <article
      aria-labelledby={headingId}
      aria-posinset={position}
      aria-setsize={size}
      aria-current={current ? "true" : undefined}
      tabIndex={tabStop ? 0 : -1}
      onFocus={(e) => e.target === e.currentTarget && onFocusAt(position - 1)}
      className={cn(
        "border-b border-border px-3 py-2 outline-none last:border-b-0 focus-visible:ring-2 focus-visible:ring-ring",
        current && "bg-primary/10",
      )}
    >
      {newDay ? (
        <h3 className="mb-2 flex items-center gap-3 text-xs font-medium text-muted-foreground before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
          {formatDay(m.sentAt)}
        </h3>
      ) : null}
      {m.category === "action" ? (
        <p id={headingId} className="text-center text-sm text-muted-foreground">
          {actionLine(m)} · <time dateTime={iso(m.sentAt)}>{formatClock(m.sentAt)}</time>{" "}
          <Link href={`/messages/${m.id}`} prefetch={false} className={cn("font-mono", link)}>
            #{m.id}
          </Link>
        </p>
      ) : (
        <div className="flex gap-3">
          <UserAvatar name={who?.name} id={m.sender} src={who?.avatar} size="md" />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <p id={headingId} className="flex flex-wrap items-baseline gap-x-2 text-sm">
              <Link href={`/users/${enc(m.sender)}`} prefetch={false} className={cn("font-medium", link)}>
                {who?.name ?? m.sender}
              </Link>
              {who?.name ? <span className="font-mono text-xs text-muted-foreground">{m.sender}</span> : null}
              <time
                dateTime={iso(m.sentAt)}
                title={formatSeconds(m.sentAt)}
                className="text-xs text-muted-foreground"
              >
                {formatClock(m.sentAt)}
              </time>
              {m.editedAt ? (
                <Badge variant="muted" title={`Edited ${formatSeconds(m.editedAt)}${by(m.editedBy)}`}>
                  edited
                </Badge>
              ) : null}
              {m.deletedAt ? (
                <Badge variant="danger" title={`Deleted ${formatSeconds(m.deletedAt)}${by(m.deletedBy)}`}>
                  deleted
                </Badge>
              ) : null}
              {m.tags?.map((t) => (
                <Badge key={t} variant="muted">
                  #{t}
                </Badge>
              ))}
            </p>
            <MessageBody message={m} />
            <MessageFooter
              message={m}
              canAct={canAct}
              actionsReady={actionsReady}
              onOpenThread={onOpenThread}
            />
          </div>
        </div>
      )}
    </article>
  );
});

function MessageBody({ message: m }: { message: Message }) {
  if (m.deletedAt)
    return (
      <p className="text-sm italic text-muted-foreground">
        This message was deleted{m.deletedBy ? ` by ${m.deletedBy}` : ""} on {formatSeconds(m.deletedAt)}.
      </p>
    );
  const files = m.data.attachments ?? [];
  const text = typeof m.data.text === "string" ? m.data.text : undefined;
  return (
    <>
      {text !== undefined ? <p className="whitespace-pre-wrap break-words text-sm">{text}</p> : null}
      {files.length ? (
        <ul aria-label="Attachments" className="flex flex-wrap gap-2">
          {files.map((f, i) => {
            const name = typeof f.name === "string" ? f.name : f.url;
            const safe = /^https?:\/\//i.test(f.url);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be attached twice
              <li key={`${f.url}-${i}`}>
                {safe && m.type === "image" ? (
                  <a href={f.url} target="_blank" rel="noopener noreferrer">
                    {/* biome-ignore lint/performance/noImgElement: an attachment of any host, not a page asset */}
                    <img
                      src={f.url}
                      alt={name}
                      loading="lazy"
                      className="max-h-48 max-w-xs rounded-md border"
                    />
                  </a>
                ) : safe ? (
                  <a
                    href={f.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={cn("inline-flex items-center gap-1 text-sm text-primary", link)}
                  >
                    <Paperclip aria-hidden className="size-4" />
                    {name}
                  </a>
                ) : (
                  <span className="text-sm text-muted-foreground">{name}</span>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      {text === undefined && !files.length ? (
        <p className="text-sm text-muted-foreground">
          ({m.category} {m.type})
        </p>
      ) : null}
    </>
  );
}

function MessageFooter({
  message: m,
  canAct,
  actionsReady,
  onOpenThread,
}: {
  message: Message;
  canAct: boolean;
  actionsReady: boolean;
  onOpenThread?: (m: Message) => void;
}) {
  const reactions = m.data.reactions ?? [];
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs">
      {reactions.length ? (
        <ul aria-label="Reactions" className="flex flex-wrap gap-1">
          {reactions.map((r) => (
            <li key={r.reaction} className="inline-flex items-center gap-1 rounded-full border px-2 py-0.5">
              <ReactionLabel reaction={r.reaction} />
              <span className="tabular-nums">{r.count}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {m.replyCount && onOpenThread ? (
        <Button
          variant="link"
          size="sm"
          className="h-auto gap-1 px-0 text-xs"
          aria-haspopup="dialog"
          onClick={() => onOpenThread(m)}
        >
          <CornerDownRight aria-hidden className="size-3" />
          {repliesLabel(m.replyCount)}
        </Button>
      ) : m.replyCount ? (
        <Link
          href={`/messages/${m.id}`}
          prefetch={false}
          className={cn("inline-flex items-center gap-1 text-primary", link)}
        >
          <CornerDownRight aria-hidden className="size-3" />
          {repliesLabel(m.replyCount)}
        </Link>
      ) : null}
      <Link
        href={`/messages/${m.id}`}
        prefetch={false}
        className={cn("font-mono text-muted-foreground", link)}
      >
        #{m.id}
      </Link>
      {canAct && !actionsReady ? (
        // Where the dialogs' buttons will be, as they will look, so nothing moves when they come.
        <span aria-hidden className="contents">
          {m.deletedAt ? null : (
            <Button variant="ghost" size="sm" tabIndex={-1}>
              <Pencil aria-hidden className="size-4" />
              Edit
            </Button>
          )}
          <Button variant="ghost" size="sm" tabIndex={-1}>
            <Trash2 aria-hidden className="size-4" />
            Delete
          </Button>
        </span>
      ) : null}
      {canAct && actionsReady && !m.deletedAt ? <EditMessageDialog message={m} compact /> : null}
      {canAct && actionsReady ? <DeleteMessageDialog message={m} compact /> : null}
    </div>
  );
}

const iso = (s: number) => new Date(s * 1000).toISOString();
const by = (who?: string) => (who ? ` by ${who}` : "");

type Party = NonNullable<NonNullable<Message["data"]["entities"]>["by"]>;

function partyName(p: Party | undefined): string {
  if (!p) return "someone";
  if (p.entityType === "message") return `message ${String(p.entity.id ?? "")}`;
  const e = p.entity;
  return String(e.name ?? e.uid ?? e.guid ?? "someone");
}

/** A group's action message as a sentence: "Ada joined", "Ada kicked Bob". */
export function actionLine(m: Message): string {
  const e = m.data.entities;
  const actor = partyName(e?.by);
  const action = m.data.action ?? m.type;
  if (action === "joined" || action === "left") return `${actor} ${action}`;
  const verb = action === "scopeChanged" ? "changed the scope of" : action;
  return `${actor} ${verb} ${partyName(e?.on)}`;
}
