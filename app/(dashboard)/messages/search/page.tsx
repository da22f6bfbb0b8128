import type { Metadata } from "next";
import { PageHeader } from "@/components/page-header";
import { guardPage } from "@/lib/auth/guard";
import * as messagesContract from "@/lib/contract/messages";
import { searchMessagesQuery, searchQuery } from "@/lib/inputs/chat-messages-query";
import { call } from "@/lib/server/api/call";
import { loadFirstPage } from "@/lib/server/first-page";
import { MessageSearch } from "./_components/message-search";
import { loadMessageSearchParams, toSearchParams } from "./_lib/search-params";

export const metadata: Metadata = { title: "Search messages" };

export default async function MessageSearchPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await guardPage("viewer");
  const sp = await searchParams;
  // The list kit keeps the page's cursor in `cursor`: the server renders that very page.
  const params = toSearchParams(
    loadMessageSearchParams(sp),
    typeof sp.cursor === "string" ? sp.cursor : undefined,
  );
  const first = await loadFirstPage(searchMessagesQuery, params, (conn, q) =>
    call(conn, messagesContract.listMessages, { query: searchQuery(q) }),
  );
  return (
    <div className="flex flex-col gap-4">
      <PageHeader back={{ href: "/messages", label: "Messages" }} title="Search messages">
        Every conversation of the app at once, newest first: part of the text (any case), who sent it, group
        or two users, with files, threads (messages with replies) and deleted ones. Open a message to moderate
        it.
      </PageHeader>
      <MessageSearch initialParams={params} {...first} />
    </div>
  );
}
