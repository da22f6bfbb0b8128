"use client";

import { useQueryClient } from "@tanstack/react-query";
import { ChevronsLeft, ChevronsRight } from "lucide-react";
import Link from "next/link";
import { useQueryStates } from "nuqs";
import { useCallback, useEffect, useRef, useState } from "react";
import { BulkBar } from "@/components/bulk/bulk-bar";
import { useBulkSelection } from "@/components/bulk/use-bulk-selection";
import { DataTable } from "@/components/data-table/data-table";
import { useCursorTable } from "@/components/data-table/use-cursor-table";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { atLeast } from "@/lib/auth/roles";
import type { Role } from "@/lib/db/types";
import { dayStart } from "@/lib/format";
import type { ListMessagesParams } from "@/lib/inputs/chat-messages-query";
import { messageKeys } from "@/lib/query-keys";
import type { MessagePage } from "@/lib/server/api/chat-messages";
import { fetchMessages } from "../_lib/fetch-messages";
import {
  MESSAGE_VIEWS,
  messagesSearchParams,
  messagesViewParams,
  toMessagesParams,
} from "../_lib/search-params";
import { threadSearchParams } from "../[id]/_components/thread-panel";
import { MessageComposer } from "./message-composer";
import { MessageTranscript } from "./message-transcript";
import { messageHref, messagesColumns } from "./messages-columns";
import { ThreadSheet } from "./thread-sheet";

// The URL names the position (`affix`, `cursor`), so Back and Forward return to it.
export function MessageList({
  canSend,
  role,
  ...initial
}: {
  canSend: boolean;
  role: Role;
  initialParams: ListMessagesParams;
  initialPage?: MessagePage;
  initialError?: string;
}) {
  const queryClient = useQueryClient();
  const [{ view, thread }, setView] = useQueryStates(
    { ...messagesViewParams, ...threadSearchParams },
    { history: "replace", scroll: false },
  );
  const list = useCursorTable({
    searchParams: messagesSearchParams,
    toParams: (s) => toMessagesParams(s) ?? initial.initialParams,
    // The conversation is chosen above, in the picker; the list itself has no filters.
    filterKeys: [],
    queryKey: messageKeys.list,
    fetchPage: fetchMessages,
    labels: { previous: "Older", next: "Newer" },
    moves: (page, params) => {
      const rows = page?.data ?? [];
      const first = rows[0];
      const last = rows.at(-1);
      const more = Boolean(page?.meta.next);
      const placed = Boolean(params.id) || params.sentAt !== undefined;
      // Around a message, the page knows both ways: `previous` before it, `next` after it.
      const around = Boolean(params.around) && !params.id;
      const older = around ? Boolean(page?.meta.previous) : params.affix === "prepend" ? more : placed;
      const newer = around || params.affix === "append" ? more : placed;
      const leave = { jump: null, at: null, around: null };
      return {
        previous: older && first ? { affix: "prepend" as const, cursor: first.id, ...leave } : undefined,
        next: newer && last ? { affix: "append" as const, cursor: last.id, ...leave } : undefined,
        summary: first && last ? `${rows.length} messages, #${first.id} to #${last.id}` : "0 messages",
      };
    },
    ...initial,
  });
  const { jump } = list.state;
  // A cursor in the URL wins over `around` (as in toMessagesParams).
  const around = list.params?.id ? undefined : (list.params?.around ?? undefined);
  const target = around ?? jump;
  const isTarget = useCallback((m: { id: string }) => m.id === target, [target]);
  const rows = list.table.data;
  const first = rows[0];
  const busy = list.query.isFetching;
  const settled = !list.table.error && !busy;
  const missing = settled && (around ? !rows.some((m) => m.id === around) : jump && first?.id !== jump);
  const selection = useBulkSelection(list.params);
  const bulk = atLeast(role, "admin");
  const openThread = useCallback(
    (m: { id: string }) => setView({ thread: m.id }, { history: "push" }),
    [setView],
  );
  const go = (affix: "append" | "prepend") =>
    list.setState({ affix, cursor: null, jump: null, at: null, around: null });
  const section = useRef<HTMLElement>(null);
  // The message opened around sits mid-page: brought into view once its page is drawn (a frame later, after
  // the router's own scroll to the top of a new page).
  // Once per target: a refetch of the same page leaves the reader where they scrolled.
  const scrolledTo = useRef<string>(undefined);
  useEffect(() => {
    if (!target || scrolledTo.current === target || !rows.some((m) => m.id === target)) return;
    const frame = requestAnimationFrame(() => {
      scrolledTo.current = target;
      section.current
        ?.querySelector<HTMLElement>('tbody tr[aria-current="true"], article[aria-current="true"]')
        ?.scrollIntoView?.({ block: "center" });
    });
    return () => cancelAnimationFrame(frame);
  }, [target, rows]);

  return (
    <section ref={section} aria-label="Messages" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <ViewSwitch view={view} onView={(v) => setView({ view: v === "transcript" ? null : v })} />
          <nav aria-label="Message pages" className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" disabled={busy} onClick={() => go("append")}>
              <ChevronsLeft aria-hidden className="size-4" /> Oldest
            </Button>
            <Button variant="outline" size="sm" disabled={busy} onClick={() => go("prepend")}>
              Newest <ChevronsRight aria-hidden className="size-4" />
            </Button>
          </nav>
        </div>
        <div className="flex flex-wrap items-end gap-4">
          <DayForm
            day={list.state.at ?? ""}
            onDay={(at) => list.setState({ affix: "append", cursor: null, jump: null, at, around: null })}
          />
          <JumpForm
            onJump={(id) =>
              list.setState({ affix: "prepend", cursor: null, jump: null, at: null, around: id })
            }
          />
        </div>
      </div>
      {list.state.at && !list.params?.id && !busy && !list.table.error && list.table.data.length === 0 ? (
        <p role="status" className="text-sm text-muted-foreground">
          Nothing was sent on or after {list.state.at} in this conversation.
        </p>
      ) : null}
      {missing ? (
        <p role="alert" className="text-sm text-destructive">
          Message {target} is not in this conversation (or no longer exists). The page shows the messages{" "}
          {around ? "around" : "after"} where it would be.
        </p>
      ) : around && settled ? (
        <p role="status" className="text-sm text-muted-foreground">
          The messages before and after{" "}
          <Link href={`/messages/${around}`} className="font-medium text-foreground underline">
            message {around}
          </Link>
          , which is highlighted.
        </p>
      ) : null}
      {view === "transcript" ? (
        <MessageTranscript
          rows={rows}
          isCurrent={isTarget}
          canAct={atLeast(role, "moderator")}
          busy={busy}
          error={list.table.error}
          onRetry={list.table.onRetry}
          cursor={list.table.cursor}
          onOpenThread={openThread}
        />
      ) : (
        <DataTable
          list="messages"
          caption="Messages, oldest first"
          columns={messagesColumns}
          getRowId={(m) => m.id}
          rowHref={messageHref}
          isRowCurrent={isTarget}
          emptyTitle="No messages here"
          selection={bulk ? selection : undefined}
          toolbar={
            bulk ? (
              <BulkBar
                selection={selection}
                noun={{ one: "message", many: "messages" }}
                operations={["messages.delete"]}
                role={role}
                query={
                  list.params
                    ? {
                        receiverType: list.params.receiverType,
                        target: list.params.target,
                        onBehalfOf: list.params.onBehalfOf,
                        affix: "append",
                      }
                    : {}
                }
                selectEvery="Select every message of this conversation"
              />
            ) : null
          }
          {...list.table}
        />
      )}
      <ThreadSheet
        parent={thread ? rows.find((m) => m.id === thread) : undefined}
        canReply={canSend}
        onClose={() => setView({ thread: null, threadCursor: null, threadAffix: null, threadLimit: null })}
      />
      {canSend && list.params ? (
        <MessageComposer
          key={`${list.params.receiverType}:${list.params.target}:${list.params.onBehalfOf ?? ""}`}
          params={list.params}
          onSent={() => {
            void queryClient.invalidateQueries({ queryKey: messageKeys.lists() });
            go("prepend");
          }}
        />
      ) : null}
    </section>
  );
}

const VIEW_LABELS: Record<(typeof MESSAGE_VIEWS)[number], string> = {
  transcript: "Transcript",
  table: "Table",
};

/** Transcript to read the conversation; table to select messages for a bulk job. */
function ViewSwitch({
  view,
  onView,
}: {
  view: (typeof MESSAGE_VIEWS)[number];
  onView: (v: (typeof MESSAGE_VIEWS)[number]) => void;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of toggle buttons, not a form's fieldset
    <div role="group" aria-label="Show the conversation as" className="inline-flex rounded-md border p-0.5">
      {MESSAGE_VIEWS.map((v) => (
        <Button
          key={v}
          type="button"
          size="sm"
          variant={view === v ? "outline" : "ghost"}
          aria-pressed={view === v}
          className="h-7"
          onClick={() => onView(v)}
        >
          {VIEW_LABELS[v]}
        </Button>
      ))}
    </div>
  );
}

/** The page that starts with the first message sent on a day (UTC). */
function DayForm({ day, onDay }: { day: string; onDay: (day: string) => void }) {
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        const value = new FormData(e.currentTarget).get("day");
        if (typeof value === "string" && dayStart(value) !== undefined) onDay(value);
      }}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="jump-day">Jump to a day (UTC)</Label>
        <Input id="jump-day" name="day" type="date" className="w-40" defaultValue={day} key={day} required />
      </div>
      <Button type="submit" variant="outline" size="sm" className="h-9">
        Go
      </Button>
    </form>
  );
}

function JumpForm({ onJump }: { onJump: (id: string) => void }) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  return (
    <form
      noValidate
      className="flex items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        const id = text.trim();
        if (!/^\d{1,15}$/.test(id) || id === "0") {
          setError("A message id is a positive number, e.g. 1024.");
          return;
        }
        setError(undefined);
        onJump(id);
      }}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="jump-id">Jump to message id</Label>
        <Input
          id="jump-id"
          className="w-32"
          inputMode="numeric"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "jump-id-error" : undefined}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <Button type="submit" variant="outline" size="sm" className="h-9">
        Jump
      </Button>
      {error ? (
        <p id="jump-id-error" className="self-center text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}
