"use client";

import { ChevronsLeft, ChevronsRight, Loader2 } from "lucide-react";
import Link from "next/link";
import { useQueryStates } from "nuqs";
import { useState } from "react";
import { usePageQuery } from "@/components/data-table/use-page-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { unwrapAction } from "@/lib/action-result";
import type { MessagePage } from "@/lib/api/chat-messages";
import { cursorBefore, type ListMessagesParams } from "@/lib/api/chat-messages-query";
import { formatSeconds } from "@/lib/format";
import { messageKeys } from "@/lib/query-keys";
import { cn } from "@/lib/utils";
import { messageSummary } from "../../conversations/_components/last-message";
import { listMessagesAction } from "../_lib/actions";
import { messagesSearchParams, toMessagesParams } from "../_lib/search-params";

/**
 * One cursor page of messages, oldest to newest. Older = `prepend` before the page's first message,
 * newer = `append` after its last; `meta.next` says whether more lies that way.
 */
export function MessageList({
  initialParams,
  initialPage,
  initialError,
}: {
  initialParams: ListMessagesParams;
  initialPage?: MessagePage;
  initialError?: string;
}) {
  const [state, setState] = useQueryStates(messagesSearchParams, { history: "push", scroll: false });
  const params = toMessagesParams(state) ?? initialParams;
  const { query, error } = usePageQuery({
    queryKey: messageKeys.list(params),
    initialKey: messageKeys.list(initialParams),
    initialPage,
    initialError,
    fetchPage: async () => unwrapAction(await listMessagesAction(params)),
  });
  const rows = query.data?.data ?? [];
  const more = Boolean(query.data?.meta.next);
  const first = rows[0];
  const last = rows[rows.length - 1];
  const hasOlder = params.affix === "prepend" ? more : Boolean(params.id && first);
  const hasNewer = params.affix === "append" ? more : Boolean(params.id && last);
  const busy = query.isFetching;
  const go = (patch: Partial<typeof state>) => setState({ jump: null, ...patch });
  const missing = state.jump && !error && !busy && first?.id !== state.jump;

  return (
    <section
      aria-label="Messages"
      className="flex flex-col gap-3 rounded-lg border border-border bg-card p-3"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <nav aria-label="Message pages" className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => go({ affix: "append", cursor: null })}
          >
            <ChevronsLeft aria-hidden className="size-4" /> Oldest
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={busy || !hasOlder || !first}
            onClick={() => first && go({ affix: "prepend", cursor: first.id })}
          >
            Older
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={busy || !hasNewer || !last}
            onClick={() => last && go({ affix: "append", cursor: last.id })}
          >
            Newer
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => go({ affix: "prepend", cursor: null })}
          >
            Newest <ChevronsRight aria-hidden className="size-4" />
          </Button>
        </nav>
        <JumpForm onJump={(id) => setState({ affix: "append", cursor: cursorBefore(id), jump: id })} />
      </div>
      {missing ? (
        <p role="alert" className="text-sm text-destructive">
          Message {state.jump} is not in this conversation (or no longer exists). The page shows the messages
          after where it would be.
        </p>
      ) : null}
      {error ? (
        <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
          <p className="font-medium">The messages could not be loaded</p>
          <p className="text-muted-foreground">{error}</p>
        </div>
      ) : (
        <div className="relative" aria-busy={busy}>
          <Table>
            <caption className="sr-only">Messages, oldest first</caption>
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead scope="col">Id</TableHead>
                <TableHead scope="col">Sent (UTC)</TableHead>
                <TableHead scope="col">Sender</TableHead>
                <TableHead scope="col">Kind</TableHead>
                <TableHead scope="col">Content</TableHead>
                <TableHead scope="col">Marks</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody className={cn(busy && "opacity-50")}>
              {rows.length === 0 ? (
                <TableRow className="hover:bg-transparent">
                  <TableCell colSpan={6} className="py-8 text-center text-muted-foreground">
                    No messages here.
                  </TableCell>
                </TableRow>
              ) : (
                rows.map((m) => (
                  <TableRow key={m.id} className={cn(m.id === state.jump && "bg-primary/10")}>
                    <TableCell>
                      <Link
                        href={`/messages/${m.id}`}
                        className="font-mono underline-offset-4 hover:underline"
                      >
                        {m.id}
                      </Link>
                    </TableCell>
                    <TableCell>{formatSeconds(m.sentAt)}</TableCell>
                    <TableCell>{m.sender}</TableCell>
                    <TableCell>
                      {m.category}/{m.type}
                    </TableCell>
                    <TableCell className="max-w-md whitespace-normal">{messageSummary(m)}</TableCell>
                    <TableCell className="space-x-1">
                      {m.editedAt ? <Badge variant="muted">edited</Badge> : null}
                      {m.deletedAt ? <Badge variant="danger">deleted</Badge> : null}
                      {m.data.reactions?.length ? (
                        <Badge variant="default">
                          {m.data.reactions.map((r) => `${r.reaction} ${r.count}`).join(" ")}
                        </Badge>
                      ) : null}
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
          {busy ? (
            <Loader2
              aria-label="Loading"
              className="absolute right-3 top-3 size-4 animate-spin text-muted-foreground"
            />
          ) : null}
        </div>
      )}
      <p className="text-xs text-muted-foreground" data-testid="message-range">
        {rows.length ? `${rows.length} messages, #${first?.id} to #${last?.id}` : "0 messages"}
      </p>
    </section>
  );
}

/** Jumps to a message id: the page then starts at that message. */
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
