import type { Metadata } from "next";
import { requireConnection, UserFacingError } from "@/lib/action";
import { type ConversationPage, listConversations } from "@/lib/api/chat-conversations";
import { listConversationsQuery } from "@/lib/api/chat-conversations-query";
import { isServiceError } from "@/lib/api/errors";
import { guardPage } from "@/lib/auth/guard";
import { activeConnection } from "@/lib/connections";
import { ConversationsTable } from "./_components/conversations-table";
import { LookupConversationForm } from "./_components/lookup-conversation-form";
import { OpenConversationForm } from "./_components/open-conversation-form";
import { loadConversationsSearchParams, toConversationsParams } from "./_lib/search-params";

export const metadata: Metadata = { title: "Conversations" };

/** Conversations: the list (all, or as one user), and opening one by its parties or by its id. */
export default async function ConversationsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await guardPage("viewer");
  const params = toConversationsParams(loadConversationsSearchParams(await searchParams));
  let initialPage: ConversationPage | undefined;
  let initialError: string | undefined;
  const valid = listConversationsQuery.safeParse(params);
  // An invalid URL is explained by the table itself, in the browser, with the same schema.
  if (valid.success) {
    try {
      initialPage = await listConversations(requireConnection(await activeConnection()).conn, valid.data);
    } catch (e) {
      if (isServiceError(e)) initialError = `${e.message} (${e.code})`;
      else if (e instanceof UserFacingError) initialError = e.message;
      else throw e;
    }
  }
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold">Conversations</h1>
        <p className="text-sm text-muted-foreground">
          Newest activity first. Unread counts are per user: view the list as a user to see theirs.
        </p>
      </div>
      <div className="grid gap-4 xl:grid-cols-2">
        <OpenConversationForm />
        <LookupConversationForm />
      </div>
      <ConversationsTable initialParams={params} initialPage={initialPage} initialError={initialError} />
    </div>
  );
}
