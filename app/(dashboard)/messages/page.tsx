import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { guardPage } from "@/lib/auth/guard";
import { atLeast } from "@/lib/auth/roles";
import type { Role } from "@/lib/db/types";
import { type ListMessagesParams, listMessagesQuery } from "@/lib/inputs/chat-messages-query";
import { listMessages } from "@/lib/server/api/chat-messages";
import { loadFirstPage } from "@/lib/server/first-page";
import { ConversationPane, ThreadsLink } from "./_components/conversation-pane";
import { ConversationPicker } from "./_components/conversation-picker";
import { ConversationRail } from "./_components/conversation-rail";
import { loadMessagesSearchParams, toMessagesParams } from "./_lib/search-params";

export const metadata: Metadata = { title: "Messages" };

export default async function MessagesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const admin = await guardPage("viewer");
  const params = toMessagesParams(loadMessagesSearchParams(await searchParams));
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Messages"
        actions={
          <div className="flex flex-wrap gap-2">
            <ThreadsLink />
            <Button asChild variant="outline">
              <Link href="/messages/search">Search all messages</Link>
            </Button>
          </div>
        }
      >
        The app&apos;s conversations, most recent first: pick one to read it beside the list, oldest to newest
        within a page, or open one by who is in it. Open a message for its fields, receipts and reactions.
      </PageHeader>
      <div className="grid items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <ConversationRail />
        <div className="flex min-w-0 flex-col gap-4">
          <ConversationPicker />
          {/* The list and the picker do not wait for the conversation's first page. */}
          <Suspense fallback={<TranscriptSkeleton />}>
            <FirstConversation canSend={atLeast(admin.role, "moderator")} role={admin.role} params={params} />
          </Suspense>
        </div>
      </div>
    </div>
  );
}

/**
 * The conversation the page is loaded at, drawn from its first page here; one opened later is loaded in the
 * browser. No conversation chosen yet: the picker asks for one. A URL the query refuses is left to the list,
 * whose action explains it in the URL's own terms ("enter the uid to view as").
 */
async function FirstConversation({
  params,
  ...pane
}: {
  params: ListMessagesParams | undefined;
  canSend: boolean;
  role: Role;
}) {
  const { initialPage, initialError } =
    params && listMessagesQuery.safeParse(params).success
      ? await loadFirstPage(listMessagesQuery, params, listMessages)
      : {};
  return (
    <ConversationPane
      {...pane}
      initialParams={params}
      initialPage={initialPage}
      initialError={initialError}
    />
  );
}

function TranscriptSkeleton() {
  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="sr-only">
        Loading messages…
      </p>
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows.
        <Skeleton key={i} className="h-16 w-full" />
      ))}
    </div>
  );
}
