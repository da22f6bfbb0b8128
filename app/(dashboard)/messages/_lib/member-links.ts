import { messagesHref } from "@/lib/conversation-links";
import type { Conversation } from "@/lib/schemas/conversations";

const PAIR = "_user_";
/** The message search's own bound on its text (`q`). */
const SEARCH_TEXT_MAX = 100;

/** The other user of a pair `member` is in (`<uidA>_user_<uidB>`), or undefined when the member is neither. */
export function otherParty(conversationId: string, member: string): string | undefined {
  const id = conversationId.toLowerCase();
  const m = member.toLowerCase();
  if (id.startsWith(`${m}${PAIR}`)) return conversationId.slice(m.length + PAIR.length);
  if (id.endsWith(`${PAIR}${m}`))
    return conversationId.slice(0, conversationId.length - m.length - PAIR.length);
  return undefined;
}

/**
 * A rail row's link. With a member chosen, the conversation is read as them: a group as a member of it, a
 * pair with the other user (taken from the id, not from who the list says it is with) as its target.
 */
export function railHref(c: Conversation, member?: string): string {
  if (!member) return messagesHref(c);
  if (c.conversationType === "group") return messagesHref(c, member);
  const other = otherParty(c.conversationId, member);
  if (other === undefined) return messagesHref(c);
  return `/messages?${new URLSearchParams({ type: "user", target: other, as: member })}`;
}

/** The message search for `text` (cut to what it takes), sent by `sender` when one is given. */
export function messageSearchHref(text: string, sender?: string): string {
  const q = new URLSearchParams({ q: text.trim().slice(0, SEARCH_TEXT_MAX) });
  if (sender) q.set("sender", sender);
  return `/messages/search?${q}`;
}
