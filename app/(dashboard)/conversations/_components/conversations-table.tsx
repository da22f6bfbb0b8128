"use client";

import { useMemo } from "react";
import { conversationsColumns } from "@/components/conversations/conversations-columns";
import { DataTable } from "@/components/data-table/data-table";
import { fromAction, useDataTable } from "@/components/data-table/use-data-table";
import { listConversationsAction } from "@/lib/actions/conversations";
import {
  CONVERSATION_PAGE_SIZES,
  conversationFilters,
  type ListConversationsParams,
  listConversationsQuery,
} from "@/lib/inputs/chat-conversations-query";
import { conversationKeys } from "@/lib/query-keys";
import type { ConversationPage } from "@/lib/schemas/conversations";
import { ConversationsFilters } from "./conversations-filters";

const LABEL: Record<string, string> = { onBehalfOf: "The uid to view as", searchKey: "Search" };
const sentence = (i: { path: PropertyKey[]; message: string }) =>
  /^[a-z]/.test(i.message) ? `${LABEL[String(i.path[0])] ?? String(i.path[0])} ${i.message}.` : i.message;

export function ConversationsTable(initial: {
  initialParams: ListConversationsParams;
  initialPage?: ConversationPage;
  initialError?: string;
}) {
  const list = useDataTable({
    searchParams: conversationFilters.parsers,
    toParams: conversationFilters.toQuery,
    filterKeys: conversationFilters.keys,
    queryKey: conversationKeys.list,
    fetchPage: fromAction(listConversationsAction),
    enabled: (params) => listConversationsQuery.safeParse(params).success,
    ...initial,
  });
  // Checked in the browser too, so "unread without a user" is explained without a round trip.
  const invalid = listConversationsQuery.safeParse(list.params);
  const onBehalfOf = list.params.onBehalfOf;
  const columns = useMemo(() => conversationsColumns(onBehalfOf), [onBehalfOf]);

  return (
    <div className="flex flex-col gap-4">
      <ConversationsFilters {...list.filterBar} />
      <DataTable
        list="conversations"
        caption="Conversations, newest first"
        columns={columns}
        getRowId={(c) => c.conversationId}
        pageSizes={CONVERSATION_PAGE_SIZES}
        emptyTitle={list.filtered ? "No conversations match these filters" : "No conversations yet"}
        {...list.table}
        {...(invalid.success
          ? {}
          : { error: invalid.error.issues.map(sentence).join(" "), onRetry: undefined, isFetching: false })}
      />
    </div>
  );
}
