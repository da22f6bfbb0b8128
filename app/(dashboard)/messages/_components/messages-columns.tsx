"use client";

import Link from "next/link";
import { type DataTableColumnDef, dataTableColumnHelper } from "@/components/data-table/features";
import { ReactionLabel } from "@/components/reaction-label";
import { Badge } from "@/components/ui/badge";
import { UserAvatar } from "@/components/user-avatar";
import { messageSummary, repliesLabel } from "@/lib/exports/message-summary";
import { formatSeconds } from "@/lib/format";
import type { Message } from "@/lib/schemas/messages";

const col = dataTableColumnHelper<Message>();

export const messageHref = (m: Message) => `/messages/${m.id}`;

export const messagesColumns: DataTableColumnDef<Message>[] = [
  col.accessor("id", {
    header: "Id",
    cell: (c) => (
      <Link href={messageHref(c.row.original)} className="font-mono underline-offset-4 hover:underline">
        {c.getValue()}
      </Link>
    ),
  }),
  col.accessor("sentAt", { header: "Sent (UTC)", cell: (c) => formatSeconds(c.getValue()) }),
  col.accessor("sender", {
    header: "Sender",
    cell: ({ row: { original: m } }) => {
      const who = m.data.entities?.sender?.entity;
      return (
        <Link
          href={`/users/${encodeURIComponent(m.sender)}`}
          className="inline-flex items-center gap-2 underline-offset-4 hover:underline"
        >
          <UserAvatar name={who?.name} id={m.sender} src={who?.avatar} />
          <span className="flex flex-col leading-tight">
            <span>{who?.name ?? m.sender}</span>
            {who?.name ? <span className="text-xs text-muted-foreground">{m.sender}</span> : null}
          </span>
        </Link>
      );
    },
  }),
  col.display({
    id: "kind",
    header: "Kind",
    cell: ({ row: { original: m } }) => `${m.category}/${m.type}`,
  }),
  col.display({
    id: "content",
    header: "Content",
    cell: ({ row }) => (
      <span className="block max-w-md whitespace-normal">{messageSummary(row.original)}</span>
    ),
  }),
  col.display({
    id: "marks",
    header: "Marks",
    cell: ({ row: { original: m } }) => (
      <span className="space-x-1">
        {m.editedAt ? <Badge variant="muted">edited</Badge> : null}
        {m.deletedAt ? <Badge variant="danger">deleted</Badge> : null}
        {m.replyCount ? <Badge variant="muted">{repliesLabel(m.replyCount)}</Badge> : null}
        {m.data.reactions?.length ? (
          <Badge variant="default" className="gap-2">
            {m.data.reactions.map((r) => (
              <span key={r.reaction}>
                <ReactionLabel reaction={r.reaction} /> {r.count}
              </span>
            ))}
          </Badge>
        ) : null}
      </span>
    ),
  }),
];
