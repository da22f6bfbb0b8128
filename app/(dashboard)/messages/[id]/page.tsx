import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { BackToList } from "@/components/data-table/back-to-list";
import { requireConnection } from "@/lib/action";
import { call } from "@/lib/api/call";
import { getMessage, listReactions, listThread, type ReactionPage } from "@/lib/api/chat-messages";
import {
  type ListReactionsParams,
  listReactionsQuery,
  listThreadQuery,
  messageTargetInput,
} from "@/lib/api/chat-messages-query";
import { isServiceError } from "@/lib/api/errors";
import { guardPage } from "@/lib/auth/guard";
import { atLeast } from "@/lib/auth/roles";
import { activeConnection } from "@/lib/connections";
import * as groupsContract from "@/lib/contract/groups";
import { failureSentence } from "@/lib/failure-sentence";
import { loadFirstPage } from "@/lib/first-page";
import type { SenderGroup } from "./_components/ban-sender-button";
import { MessageDetail } from "./_components/message-detail";
import { MessagePlace } from "./_components/message-place";
import { ThreadPanel } from "./_components/thread-panel";
import { APP_SENDER } from "./_lib/links";
import { loadReactionSearchParams } from "./_lib/search-params";

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Message ${decodeURIComponent((await params).id)}` };
}

export default async function MessagePage({ params, searchParams }: Props) {
  const admin = await guardPage("viewer");
  const id = decodeURIComponent((await params).id);
  // Not a number: no message can have this id, so it is "not found" without asking the service.
  if (!messageTargetInput.safeParse({ id }).success) notFound();
  const sp = await searchParams;
  const { reaction } = loadReactionSearchParams(sp);
  let message: Awaited<ReturnType<typeof getMessage>>;
  let reactions: { page?: ReactionPage; error?: string } = {};
  let group: SenderGroup | undefined;
  const canModerate = atLeast(admin.role, "moderator");
  // A reaction in the URL that no reaction can be (too long, blank) is dropped rather than refused.
  const withReaction = listReactionsQuery.safeParse({ messageId: id, ...(reaction ? { reaction } : {}) });
  const reactionParams: ListReactionsParams = withReaction.success
    ? withReaction.data
    : listReactionsQuery.parse({ messageId: id });
  try {
    const { conn } = requireConnection(await activeConnection());
    message = await getMessage(conn, id);
    // The group's owner decides whether its sender can be banned from here; unread, the button stays away.
    const banTarget = canModerate && message.receiverType === "group" && message.sender !== APP_SENDER;
    const [r, g] = await Promise.allSettled([
      listReactions(conn, reactionParams),
      banTarget
        ? call(conn, groupsContract.getGroup, { params: { guid: message.receiver } }).then((res) => res.data)
        : Promise.resolve(undefined),
    ]);
    reactions = r.status === "fulfilled" ? { page: r.value } : { error: failureSentence(r.reason) };
    if (g.status === "fulfilled" && g.value)
      group = { guid: g.value.guid, name: g.value.name, owner: g.value.owner };
  } catch (e) {
    if (isServiceError(e) && e.status === 404) notFound();
    return (
      <div role="alert" className="max-w-xl rounded-lg border border-destructive/40 bg-destructive/5 p-4">
        <h1 className="mb-1 text-lg font-semibold">This message could not be loaded</h1>
        <p className="text-sm text-muted-foreground">{failureSentence(e)}</p>
      </div>
    );
  }
  // A reply links to its thread; a message that can have one shows it (actions start none).
  const threadParams = listThreadQuery.safeParse({
    messageId: message.id,
    ...(typeof sp.threadAffix === "string" ? { affix: sp.threadAffix } : {}),
    ...(typeof sp.threadCursor === "string" ? { id: sp.threadCursor } : {}),
  });
  const hasThread = !message.parentId && message.category !== "action" && threadParams.success;
  const thread = hasThread ? await loadFirstPage(listThreadQuery, threadParams.data, listThread) : undefined;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <BackToList href="/messages">← Messages</BackToList>
        <h1 className="text-2xl font-semibold">Message {message.id}</h1>
        <MessagePlace
          message={message}
          group={group}
          canBan={canModerate}
          canTransfer={atLeast(admin.role, "admin")}
        />
        {message.parentId ? (
          <p className="text-sm">
            A reply in the thread of{" "}
            <Link href={`/messages/${message.parentId}`} className="font-medium text-primary underline">
              message {message.parentId}
            </Link>
            .
          </p>
        ) : null}
      </div>
      <MessageDetail
        initial={message}
        canDelete={canModerate}
        initialReactionParams={reactionParams}
        initialReactions={reactions.page}
        initialReactionsError={reactions.error}
      />
      {thread && threadParams.success ? (
        <ThreadPanel
          message={message}
          canReply={canModerate && !message.deletedAt}
          initialParams={threadParams.data}
          {...thread}
        />
      ) : null}
    </div>
  );
}
