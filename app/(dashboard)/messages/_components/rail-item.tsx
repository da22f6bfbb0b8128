"use client";

import Link from "next/link";
import { memo } from "react";
import { LastMessage } from "@/components/conversations/last-message";
import { UserAvatar } from "@/components/user-avatar";
import { partyId } from "@/lib/conversation-links";
import type { Conversation } from "@/lib/schemas/conversations";

// Drawn again only when its own props change: opening a conversation redraws the two items it moves between.
export const RailItem = memo(function RailItem({
  conversation: c,
  current,
  href,
  onOpen,
}: {
  conversation: Conversation;
  current: boolean;
  href: string;
  onOpen: (href: string) => void;
}) {
  const w = c.conversationWith;
  const group = "guid" in w;
  return (
    <Link
      data-conversation
      href={href}
      scroll={false}
      prefetch={false}
      aria-current={current ? "page" : undefined}
      onClick={(e) => {
        // A click that opens a new tab or window is the browser's; a plain one opens the conversation here.
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        onOpen(href);
      }}
      className="flex min-w-0 gap-2 rounded-md border border-transparent p-2 text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring aria-[current=page]:border-border aria-[current=page]:bg-muted"
    >
      <UserAvatar
        name={w.name}
        id={partyId(c)}
        src={"avatar" in w ? w.avatar : group ? w.icon : undefined}
        size="md"
      />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex items-baseline justify-between gap-2">
          <span className="truncate font-medium">
            {w.name}
            <span className="sr-only">{group ? ", group" : ", one-on-one"}</span>
          </span>
          <span className="shrink-0 text-xs text-muted-foreground">{group ? "group" : "1:1"}</span>
        </span>
        <span className="text-xs text-muted-foreground">
          <LastMessage message={c.lastMessage} />
        </span>
      </span>
    </Link>
  );
});
