import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { BackToList } from "@/components/data-table/back-to-list";
import { DetailLoadError } from "@/components/load-error";
import { SectionCard } from "@/components/section/section-card";
import { guardPage } from "@/lib/auth/guard";
import { atLeast } from "@/lib/auth/roles";
import { failureSentence } from "@/lib/failure-sentence";
import {
  type ListReactionsParams,
  listReactionsQuery,
  listThreadQuery,
  messageTargetInput,
} from "@/lib/inputs/chat-messages-query";
import type { Message } from "@/lib/schemas/messages";
import { isServiceError } from "@/lib/server/api/errors";
import { MessageDetail } from "./_components/message-detail";
import { MessagePlace } from "./_components/message-place";
import { PlaceWithGroup, ThreadSection } from "./_components/message-sections";
import { APP_SENDER } from "./_lib/links";
import { loadMessage, loadReactions } from "./_lib/load";
import { loadReactionSearchParams } from "./_lib/search-params";

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Message ${decodeURIComponent((await params).id)}` };
}

// Only the message is awaited here (its heading, place and fields need it); its group (for the ban button),
// its reactions and its thread stream in as each read finishes.
export default async function MessagePage({ params, searchParams }: Props) {
  const admin = await guardPage("viewer");
  const id = decodeURIComponent((await params).id);
  // Not a number: no message can have this id, so it is "not found" without asking the service.
  if (!messageTargetInput.safeParse({ id }).success) notFound();
  const sp = await searchParams;
  const { reaction } = loadReactionSearchParams(sp);
  const canModerate = atLeast(admin.role, "moderator");
  let message: Message;
  try {
    message = await loadMessage(id);
  } catch (e) {
    if (isServiceError(e) && e.status === 404) notFound();
    return <DetailLoadError what="message" message={failureSentence(e)} />;
  }
  // A reaction in the URL that no reaction can be (too long, blank) is dropped rather than refused.
  const withReaction = listReactionsQuery.safeParse({ messageId: id, ...(reaction ? { reaction } : {}) });
  const reactionParams: ListReactionsParams = withReaction.success
    ? withReaction.data
    : listReactionsQuery.parse({ messageId: id });
  // A reply links to its thread; a message that can have one shows it (actions start none).
  const threadParams = listThreadQuery.safeParse({
    messageId: message.id,
    ...(typeof sp.threadAffix === "string" ? { affix: sp.threadAffix } : {}),
    ...(typeof sp.threadCursor === "string" ? { id: sp.threadCursor } : {}),
  });
  const hasThread = !message.parentId && message.category !== "action" && threadParams.success;
  const place = { message, canBan: canModerate, canTransfer: atLeast(admin.role, "admin") };
  // The group's owner decides whether its sender can be banned from here; until it is read, no button.
  const banTarget = canModerate && message.receiverType === "group" && message.sender !== APP_SENDER;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <BackToList href="/messages">← Messages</BackToList>
        <h1 className="text-2xl font-semibold">Message {message.id}</h1>
        {banTarget ? (
          <Suspense fallback={<MessagePlace {...place} />}>
            <PlaceWithGroup {...place} />
          </Suspense>
        ) : (
          <MessagePlace {...place} />
        )}
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
        reactions={loadReactions(reactionParams)}
      />
      {hasThread && threadParams.success ? (
        <SectionCard id="thread" title="Thread" description="Replies to this message, oldest first.">
          <ThreadSection
            message={message}
            canReply={canModerate && !message.deletedAt}
            params={threadParams.data}
          />
        </SectionCard>
      ) : null}
    </div>
  );
}
