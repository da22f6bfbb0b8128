import Link from "next/link";
import { ConversationWith } from "@/components/conversations/conversation-with";
import { LastMessage } from "@/components/conversations/last-message";
import { messagesHref } from "@/lib/conversation-links";
import { formatSeconds } from "@/lib/format";
import type { Conversation } from "@/lib/schemas/conversations";

export function ConversationCard({
  conversation: c,
  viewer,
}: {
  conversation: Conversation;
  viewer: string;
}) {
  // Named after the other party, as the conversation list names it; the id stays beside it.
  const title = `Conversation with ${c.conversationWith.name}`;
  return (
    <section
      aria-label={`${title} (${c.conversationId})`}
      className="flex flex-col gap-2 rounded-md border border-border p-3"
    >
      <p className="font-medium">{title}</p>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-xs text-muted-foreground">Conversation id</dt>
          <dd>
            <code className="break-all text-xs">{c.conversationId}</code> ({c.conversationType})
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">With</dt>
          <dd>
            <ConversationWith conversation={c} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Unread for {viewer}</dt>
          <dd className="tabular-nums" data-testid="unread-count">
            {c.unreadMessageCount}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Created / updated (UTC)</dt>
          <dd>
            {formatSeconds(c.createdAt)} / {formatSeconds(c.updatedAt)}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-xs text-muted-foreground">Last message</dt>
          <dd>
            <LastMessage message={c.lastMessage} />
          </dd>
        </div>
      </dl>
      <Link className="text-sm font-medium text-primary underline" href={messagesHref(c, viewer)}>
        Read the messages
      </Link>
    </section>
  );
}
