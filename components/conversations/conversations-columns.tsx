"use client";

import Link from "next/link";
import { type DataTableColumnDef, dataTableColumnHelper } from "@/components/data-table/features";
import { Badge } from "@/components/ui/badge";
import { messagesHref } from "@/lib/conversation-links";
import { formatSeconds } from "@/lib/format";
import type { Conversation } from "@/lib/schemas/conversations";
import { ConversationWith } from "./conversation-with";
import { LastMessage } from "./last-message";

const col = dataTableColumnHelper<Conversation>();

export function conversationsColumns(viewer?: string): DataTableColumnDef<Conversation>[] {
  return [
    col.accessor("conversationId", {
      header: "Conversation",
      cell: (c) => (
        <Link
          href={messagesHref(c.row.original, viewer)}
          prefetch={false}
          className="break-all font-mono text-xs underline-offset-4 hover:underline"
        >
          {c.getValue()}
        </Link>
      ),
    }),
    col.accessor("conversationType", { header: "Type" }),
    col.display({
      id: "with",
      header: "With",
      cell: (c) => <ConversationWith conversation={c.row.original} />,
    }),
    col.accessor("unreadMessageCount", {
      header: viewer ? `Unread (${viewer})` : "Unread",
      cell: (c) => <span className="tabular-nums">{c.getValue()}</span>,
    }),
    col.display({
      id: "lastMessage",
      header: "Last message",
      cell: (c) => (
        <span className="block max-w-xs">
          <LastMessage message={c.row.original.lastMessage} />
        </span>
      ),
    }),
    col.accessor("updatedAt", { header: "Updated (UTC)", cell: (c) => formatSeconds(c.getValue()) }),
    col.display({
      id: "tags",
      header: viewer ? `Tags (${viewer})` : "Tags",
      cell: ({ row }) => (
        <span className="flex flex-wrap gap-1">
          {(row.original.tags ?? []).map((t) => (
            <Badge key={t} variant="muted">
              {t}
            </Badge>
          ))}
        </span>
      ),
    }),
  ];
}
