"use client";

import Link from "next/link";
import { useQueryStates } from "nuqs";
import { Button } from "@/components/ui/button";
import type { Role } from "@/lib/db/types";
import type { ListMessagesParams } from "@/lib/inputs/chat-messages-query";
import type { MessagePage } from "@/lib/server/api/chat-messages";
import { messagesSearchParams, toMessagesParams } from "../_lib/search-params";
import { threadsHref } from "../_lib/threads-link";
import { MessageList } from "./message-list";

/**
 * The conversation the URL opens, or a word to pick one. The URL changes in place when another is opened, so
 * this follows it; the server's first page stands for the conversation the page was loaded at.
 */
export function ConversationPane({
  canSend,
  role,
  initialParams,
  initialPage,
  initialError,
}: {
  canSend: boolean;
  role: Role;
  initialParams?: ListMessagesParams;
  initialPage?: MessagePage;
  initialError?: string;
}) {
  const [url] = useQueryStates(messagesSearchParams);
  const params = toMessagesParams(url);
  if (!params)
    return (
      <p className="rounded-md border border-dashed p-6 text-sm text-muted-foreground">
        Pick a conversation from the list, or choose who is in it above.
      </p>
    );
  return (
    <MessageList
      canSend={canSend}
      role={role}
      initialParams={initialParams ?? params}
      initialPage={initialParams ? initialPage : undefined}
      initialError={initialParams ? initialError : undefined}
    />
  );
}

/** The search for the open conversation's threads: for a group, or a pair read as one of them. */
export function ThreadsLink() {
  const [url] = useQueryStates(messagesSearchParams);
  const params = toMessagesParams(url);
  if (!params || (params.receiverType !== "group" && !params.onBehalfOf)) return null;
  return (
    <Button asChild variant="outline">
      <Link href={threadsHref(params)}>Threads in this conversation</Link>
    </Button>
  );
}
