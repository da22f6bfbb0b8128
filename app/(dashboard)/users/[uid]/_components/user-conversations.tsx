"use client";

import { useCallback, useMemo } from "react";
import { conversationsColumns } from "@/components/conversations/conversations-columns";
import { DataTable } from "@/components/data-table/data-table";
import { dataTableColumnHelper } from "@/components/data-table/features";
import { fromAction, useDataTable } from "@/components/data-table/use-data-table";
import { listConversationsAction } from "@/lib/actions/conversations";
import type { ConversationPage } from "@/lib/api/chat-conversations";
import type { ListConversationsParams } from "@/lib/api/chat-conversations-query";
import { USER_SECTION_PAGE_SIZES } from "@/lib/api/users-query";
import { messagesHref } from "@/lib/conversation-links";
import { conversationKeys } from "@/lib/query-keys";
import type { Conversation } from "@/lib/schemas/conversations";
import { toConversationsParams, userDetailSearchParams } from "../_lib/search-params";
import { DeleteConversationButton } from "./delete-conversation-button";
import { TagConversationDialog } from "./tag-conversation-dialog";

const col = dataTableColumnHelper<Conversation>();

export function UserConversations({
  uid,
  canModerate,
  ...initial
}: {
  uid: string;
  canModerate: boolean;
  initialParams: ListConversationsParams;
  initialPage?: ConversationPage;
  initialError?: string;
}) {
  const list = useDataTable({
    searchParams: userDetailSearchParams,
    toParams: (s) => toConversationsParams(uid, s),
    filterKeys: [],
    pageKeys: { page: "conversationsPage", perPage: "conversationsPerPage" },
    queryKey: conversationKeys.list,
    fetchPage: fromAction(listConversationsAction),
    ...initial,
  });
  const rowHref = useCallback((c: Conversation) => messagesHref(c, uid), [uid]);
  const columns = useMemo(
    () =>
      canModerate
        ? [
            ...conversationsColumns(uid),
            col.display({
              id: "actions",
              header: () => <span className="sr-only">Actions</span>,
              cell: ({ row }) => (
                <span className="flex gap-2">
                  <TagConversationDialog uid={uid} conversation={row.original} />
                  <DeleteConversationButton uid={uid} conversation={row.original} />
                </span>
              ),
            }),
          ]
        : conversationsColumns(uid),
    [canModerate, uid],
  );
  return (
    <DataTable
      list="user-conversations"
      caption="Conversations of this user"
      columns={columns}
      getRowId={(c) => c.conversationId}
      pageSizes={USER_SECTION_PAGE_SIZES}
      rowHref={rowHref}
      emptyTitle="No conversations yet"
      {...list.table}
    />
  );
}
