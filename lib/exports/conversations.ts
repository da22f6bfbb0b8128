import * as conversationsContract from "../contract/conversations";
import { isoSeconds } from "../csv";
import { listConversationsInput, listConversationsQuery } from "../inputs/chat-conversations-query";
import type { Conversation } from "../schemas/conversations";
import { call } from "../server/api/call";
import { messageSummary } from "./message-summary";
import { servicePages } from "./paging";
import { defineExport, fieldColumns } from "./types";

const withWhom = ({ conversationWith: w }: Conversation) =>
  "guid" in w ? `${w.name} (${w.guid})` : `${w.name} (${w.uid})`;

export const conversationsExport = defineExport({
  file: "conversations",
  schema: listConversationsQuery,
  minRole: "viewer",
  columns: {
    ...fieldColumns<Conversation>()({ conversationId: "Conversation", conversationType: "Type" }),
    with: { label: "With", value: withWhom },
    unreadMessageCount: { label: "Unread", value: (c: Conversation) => c.unreadMessageCount },
    lastMessage: {
      label: "Last message",
      value: (c: Conversation) => `${c.lastMessage.sender}: ${messageSummary(c.lastMessage)}`,
    },
    updatedAt: { label: "Updated (UTC)", value: (c: Conversation) => isoSeconds(c.updatedAt) },
    tags: { label: "Tags", value: (c: Conversation) => (c.tags ?? []).join(", ") },
  },
  pages: (source, p) =>
    servicePages(source, (conn, paging) =>
      call(conn, conversationsContract.listConversations, listConversationsInput({ ...p, ...paging })),
    ),
});
