import type { Metadata } from "next";
import { PageHeader } from "@/components/page-header";
import { guardPage } from "@/lib/auth/guard";
import * as conversationsContract from "@/lib/contract/conversations";
import {
  conversationFilters,
  listConversationsInput,
  listConversationsQuery,
} from "@/lib/inputs/chat-conversations-query";
import { call } from "@/lib/server/api/call";
import { loadFirstPage } from "@/lib/server/first-page";
import { ConversationsTable } from "./_components/conversations-table";
import { LookupConversationForm } from "./_components/lookup-conversation-form";
import { OpenConversationForm } from "./_components/open-conversation-form";
import { loadConversationsSearchParams } from "./_lib/search-params";

export const metadata: Metadata = { title: "Conversations" };

export default async function ConversationsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await guardPage("viewer");
  const params = conversationFilters.toQuery(loadConversationsSearchParams(await searchParams));
  const { initialPage, initialError } = await loadFirstPage(listConversationsQuery, params, (conn, p) =>
    call(conn, conversationsContract.listConversations, listConversationsInput(p)),
  );
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Conversations">
        Newest activity first. Unread counts are per user: view the list as a user to see theirs.
      </PageHeader>
      <div className="grid gap-4 xl:grid-cols-2">
        <OpenConversationForm />
        <LookupConversationForm />
      </div>
      <ConversationsTable initialParams={params} initialPage={initialPage} initialError={initialError} />
    </div>
  );
}
