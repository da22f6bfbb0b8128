"use client";

import { parseAsString } from "nuqs";
import { DataTable } from "@/components/data-table/data-table";
import { useCursorTable } from "@/components/data-table/use-cursor-table";
import { fromAction } from "@/components/data-table/use-data-table";
import { ReactionLabel } from "@/components/reaction-label";
import { Button } from "@/components/ui/button";
import type { ListReactionsParams } from "@/lib/inputs/chat-messages-query";
import { messageKeys } from "@/lib/query-keys";
import { reactionText } from "@/lib/reaction-emoji";
import type { Message } from "@/lib/schemas/messages";
import type { ReactionPage } from "@/lib/schemas/reactions";
import { listReactionsAction } from "../../_lib/actions";
import { reactionColumns } from "./reactions-columns";

const searchParams = { reaction: parseAsString };

export function ReactionsTable({
  message,
  ...initial
}: {
  message: Message;
  initialParams: ListReactionsParams;
  initialPage?: ReactionPage;
  initialError?: string;
}) {
  const list = useCursorTable({
    searchParams,
    toParams: (s, cursor): ListReactionsParams => ({
      messageId: message.id,
      limit: initial.initialParams.limit,
      affix: "append",
      ...(s.reaction ? { reaction: s.reaction } : {}),
      ...(cursor ? { id: cursor } : {}),
    }),
    filterKeys: ["reaction"],
    queryKey: messageKeys.reactions,
    fetchPage: fromAction(listReactionsAction),
    nextCursor: (page) => page.meta.next?.id,
    ...initial,
  });
  const { reaction } = list.state;
  const counts = message.data.reactions ?? [];
  const total = counts.reduce((n, r) => n + r.count, 0);
  const filter = (r: string | null) => list.setFilters({ reaction: r });
  const shown = reaction ? ` ${reactionText(reaction)}` : "";

  return (
    // The card around it (its heading) is the message's.
    <>
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
            <ReactionLabel reaction={c.reaction} /> {c.count}
          </Button>
        ))}
      </fieldset>
      <DataTable
        list="message-reactions"
        caption={`Reactions${shown}, oldest first`}
        columns={reactionColumns}
        getRowId={(r) => r.id}
        emptyTitle={`No reactions${shown}`}
        {...list.table}
      />
    </>
  );
}
