import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { guardPage } from "@/lib/auth/guard";
import { atLeast } from "@/lib/auth/roles";
import { listMessagesQuery } from "@/lib/inputs/chat-messages-query";
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
  // The conversation the page is loaded at is drawn from here; one opened later is loaded in the browser.
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
          <ConversationPane
            canSend={atLeast(admin.role, "moderator")}
            role={admin.role}
            initialParams={params}
            initialPage={initialPage}
            initialError={initialError}
          />
        </div>
      </div>
    </div>
  );
}
