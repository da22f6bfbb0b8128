import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { guardPage } from "@/lib/auth/guard";
import { atLeast } from "@/lib/auth/roles";
import { listMessagesQuery } from "@/lib/inputs/chat-messages-query";
import { listMessages } from "@/lib/server/api/chat-messages";
import { loadFirstPage } from "@/lib/server/first-page";
import { ConversationPicker } from "./_components/conversation-picker";
import { MessageList } from "./_components/message-list";
import { loadMessagesSearchParams, toMessagesParams } from "./_lib/search-params";
import { threadsHref } from "./_lib/threads-link";

export const metadata: Metadata = { title: "Messages" };

export default async function MessagesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const admin = await guardPage("viewer");
  const params = toMessagesParams(loadMessagesSearchParams(await searchParams));
  // No conversation chosen yet: the picker asks for one. A URL the query refuses is left to the list, whose
  // action explains it in the URL's own terms ("enter the uid to view as").
  const { initialPage, initialError } =
    params && listMessagesQuery.safeParse(params).success
      ? await loadFirstPage(listMessagesQuery, params, listMessages)
      : {};
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Messages"
        actions={
          <div className="flex flex-wrap gap-2">
            {params && (params.receiverType === "group" || params.onBehalfOf) ? (
              <Button asChild variant="outline">
                <Link href={threadsHref(params)}>Threads in this conversation</Link>
              </Button>
            ) : null}
            <Button asChild variant="outline">
              <Link href="/messages/search">Search all messages</Link>
            </Button>
          </div>
        }
      >
        Read a conversation between two users (as one of them) or a group&apos;s, oldest to newest within a
        page. Open a message for its fields, receipts and reactions.
      </PageHeader>
      <ConversationPicker />
      {params ? (
        <MessageList
          canSend={atLeast(admin.role, "moderator")}
          role={admin.role}
          initialParams={params}
          initialPage={initialPage}
          initialError={initialError}
        />
      ) : (
        <p className="text-sm text-muted-foreground">
          Choose a conversation above, or open one from the Conversations page.
        </p>
      )}
    </div>
  );
}
