import type { Metadata } from "next";
import { requireConnection, UserFacingError } from "@/lib/action";
import { listMessages, type MessagePage } from "@/lib/api/chat-messages";
import { listMessagesQuery } from "@/lib/api/chat-messages-query";
import { isServiceError } from "@/lib/api/errors";
import { guardPage } from "@/lib/auth/guard";
import { activeConnection } from "@/lib/connections";
import { ConversationPicker } from "./_components/conversation-picker";
import { MessageList } from "./_components/message-list";
import { loadMessagesSearchParams, toMessagesParams } from "./_lib/search-params";

export const metadata: Metadata = { title: "Messages" };

/** A conversation's messages through the service's cursor list: older, newer, or from a given message. */
export default async function MessagesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await guardPage("viewer");
  const params = toMessagesParams(loadMessagesSearchParams(await searchParams));
  let initialPage: MessagePage | undefined;
  let initialError: string | undefined;
  const valid = params ? listMessagesQuery.safeParse(params) : undefined;
  if (valid?.success) {
    try {
      initialPage = await listMessages(requireConnection(await activeConnection()).conn, valid.data);
    } catch (e) {
      if (isServiceError(e)) initialError = `${e.message} (${e.code})`;
      else if (e instanceof UserFacingError) initialError = e.message;
      else throw e;
    }
  }
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-semibold">Messages</h1>
        <p className="text-sm text-muted-foreground">
          Read a conversation between two users (as one of them) or a group&apos;s, oldest to newest within a
          page. Open a message for its fields, receipts and reactions.
        </p>
      </div>
      <ConversationPicker />
      {params ? (
        <MessageList initialParams={params} initialPage={initialPage} initialError={initialError} />
      ) : (
        <p className="text-sm text-muted-foreground">
          Choose a conversation above, or open one from the Conversations page.
        </p>
      )}
    </div>
  );
}
