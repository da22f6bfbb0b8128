"use client";

import { useTable } from "@tanstack/react-table";
import { parseAsString, useQueryState } from "nuqs";
import { useState } from "react";
import { usePageQuery } from "@/components/data-table/use-page-query";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { unwrapAction } from "@/lib/action-result";
import type { ReactionPage } from "@/lib/api/chat-messages";
import type { ListReactionsParams } from "@/lib/api/chat-messages-query";
import { messageKeys } from "@/lib/query-keys";
import type { Message } from "@/lib/schemas/messages";
import type { Reaction } from "@/lib/schemas/reactions";
import { cn } from "@/lib/utils";
import { listReactionsAction } from "../../_lib/actions";
import { reactionColumns, reactionFeatures } from "./reactions-columns";

const NO_ROWS: Reaction[] = [];

/**
 * The message's reactions, one cursor page at a time ("Load more" follows `meta.next`, "Back" returns
 * to the page before), with the per-reaction counts of the message as filters.
 */
export function ReactionsTable({
  message,
  initialParams,
  initialPage,
  initialError,
}: {
  message: Message;
  initialParams: ListReactionsParams;
  initialPage?: ReactionPage;
  initialError?: string;
}) {
  const [reaction, setReaction] = useQueryState(
    "reaction",
    parseAsString.withOptions({ history: "push", scroll: false }),
  );
  // Cursors of the pages before this one; the last is where "Back" returns.
  const [stack, setStack] = useState<(string | undefined)[]>([]);
  const [cursor, setCursor] = useState<string>();
  const params: ListReactionsParams = {
    messageId: message.id,
    limit: initialParams.limit,
    affix: "append",
    ...(reaction ? { reaction } : {}),
    ...(cursor ? { id: cursor } : {}),
  };
  const { query, error } = usePageQuery({
    queryKey: messageKeys.reactions(params),
    initialKey: messageKeys.reactions(initialParams),
    initialPage,
    initialError,
    fetchPage: async () => unwrapAction(await listReactionsAction(params)),
  });
  const table = useTable({
    features: reactionFeatures,
    columns: reactionColumns,
    data: query.data?.data ?? NO_ROWS,
    getRowId: (r) => r.id,
  });
  const next = query.data?.meta.next;
  const counts = message.data.reactions ?? [];
  const total = counts.reduce((n, r) => n + r.count, 0);
  const filter = (r: string | null) => {
    setStack([]);
    setCursor(undefined);
    setReaction(r);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Reactions</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Filter by reaction</legend>
          <Button
            size="sm"
            variant={reaction ? "outline" : "default"}
            aria-pressed={!reaction}
            onClick={() => filter(null)}
          >
            All {total}
          </Button>
          {counts.map((c) => (
            <Button
              key={c.reaction}
              size="sm"
              variant={reaction === c.reaction ? "default" : "outline"}
              aria-pressed={reaction === c.reaction}
              aria-label={`${c.reaction}: ${c.count}`}
              onClick={() => filter(c.reaction)}
            >
              {c.reaction} {c.count}
            </Button>
          ))}
        </fieldset>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : (
          <Table aria-busy={query.isFetching}>
            <caption className="sr-only">Reactions{reaction ? ` ${reaction}` : ""}, oldest first</caption>
            <TableHeader>
              {table.getHeaderGroups().map((g) => (
                <TableRow key={g.id} className="hover:bg-transparent">
                  {g.headers.map((h) => (
                    <TableHead key={h.id} scope="col">
                      {h.isPlaceholder ? null : <table.FlexRender header={h} />}
                    </TableHead>
                  ))}
                </TableRow>
              ))}
            </TableHeader>
            <TableBody className={cn(query.isFetching && "opacity-50")}>
              {table.getRowModel().rows.length === 0 ? (
                <TableRow className="hover:bg-transparent">
                  <TableCell
                    colSpan={reactionColumns.length}
                    className="py-6 text-center text-muted-foreground"
                  >
                    No reactions{reaction ? ` ${reaction}` : ""}.
                  </TableCell>
                </TableRow>
              ) : (
                table.getRowModel().rows.map((row) => (
                  <TableRow key={row.id}>
                    {row.getAllCells().map((cell) => (
                      <TableCell key={cell.id}>
                        <table.FlexRender cell={cell} />
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        )}
        <nav aria-label="Reaction pages" className="flex items-center gap-2">
          <Button
            size="sm"
            variant="outline"
            disabled={stack.length === 0 || query.isFetching}
            onClick={() => {
              setCursor(stack[stack.length - 1]);
              setStack(stack.slice(0, -1));
            }}
          >
            Back
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={!next || query.isFetching}
            onClick={() => {
              if (!next) return;
              setStack([...stack, cursor]);
              setCursor(next.id);
            }}
          >
            Load more
          </Button>
          <span className="text-xs text-muted-foreground" data-testid="reaction-page">
            Page {stack.length + 1} · {query.data?.meta.current.count ?? 0} shown
          </span>
        </nav>
      </CardContent>
    </Card>
  );
}
