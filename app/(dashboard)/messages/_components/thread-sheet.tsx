"use client";

import Link from "next/link";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { messageSummary } from "@/lib/exports/message-summary";
import { DEFAULT_MESSAGE_PAGE_SIZE } from "@/lib/inputs/chat-messages-query";
import type { Message } from "@/lib/schemas/messages";
import { ThreadPanel } from "../[id]/_components/thread-panel";

/** A message's thread, opened beside its conversation: the replies, paged, and a reply form for moderators. */
export function ThreadSheet({
  parent,
  canReply,
  onClose,
}: {
  parent: Message | undefined;
  canReply: boolean;
  onClose: () => void;
}) {
  return (
    <Sheet open={Boolean(parent)} onOpenChange={(open) => !open && onClose()}>
      <SheetContent side="right" className="w-full max-w-[95vw] sm:w-[48rem]">
        {parent ? (
          <>
            <SheetHeader>
              <SheetTitle>Thread of message {parent.id}</SheetTitle>
              <SheetDescription>
                <span className="line-clamp-2">{messageSummary(parent)}</span>{" "}
                <Link href={`/messages/${parent.id}`} className="font-medium text-primary underline">
                  Open the message
                </Link>
              </SheetDescription>
            </SheetHeader>
            <div className="flex flex-col gap-4 px-4 pb-6">
              <ThreadPanel
                message={parent}
                canReply={canReply}
                initialParams={{ messageId: parent.id, limit: DEFAULT_MESSAGE_PAGE_SIZE, affix: "prepend" }}
              />
            </div>
          </>
        ) : null}
      </SheetContent>
    </Sheet>
  );
}
