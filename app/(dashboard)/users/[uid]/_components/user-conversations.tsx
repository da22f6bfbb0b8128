"use client";

import { useCallback, useMemo } from "react";
import { conversationsColumns } from "@/components/conversations/conversations-columns";
import { fromAction } from "@/components/data-table/use-data-table";
import { listConversationsAction } from "@/lib/actions/conversations";
import { messagesHref } from "@/lib/conversation-links";
import type { ListConversationsParams } from "@/lib/inputs/chat-conversations-query";
import { conversationKeys } from "@/lib/query-keys";
import type { Conversation, ConversationPage } from "@/lib/schemas/conversations";
import { toConversationsParams } from "../_lib/search-params";
import { DeleteConversationButton } from "./delete-conversation-button";
import { TagConversationDialog } from "./tag-conversation-dialog";
import { type SectionStart, UserSectionTable } from "./user-section-table";

function ConversationActions({ uid, row }: { uid: string; row: Conversation }) {
  return (
    <span className="flex gap-2">
      <TagConversationDialog uid={uid} conversation={row} />
      <DeleteConversationButton uid={uid} conversation={row} />
    </span>
  );
}

export function UserConversations({
  uid,
  canModerate,
  ...initial
}: { uid: string; canModerate: boolean } & SectionStart<ListConversationsParams, ConversationPage>) {
  const columns = useMemo(() => conversationsColumns(uid), [uid]);
  const rowHref = useCallback((c: Conversation) => messagesHref(c, uid), [uid]);
  return (
    <UserSectionTable
      uid={uid}
      list="user-conversations"
      caption="Conversations of this user"
      emptyTitle="No conversations yet"
      columns={columns}
      RowActions={canModerate ? ConversationActions : undefined}
      getRowId={(c) => c.conversationId}
      rowHref={rowHref}
      pageKeys={{ page: "conversationsPage", perPage: "conversationsPerPage" }}
      toParams={toConversationsParams}
      queryKey={conversationKeys.list}
      fetchPage={fromAction(listConversationsAction)}
      {...initial}
    />
  );
}
