/** Where a conversation is read: pure, for the server and the browser alike. */
import type { Conversation } from "@/lib/schemas/conversations";

export const partyId = (c: Conversation) =>
  "guid" in c.conversationWith ? c.conversationWith.guid : c.conversationWith.uid;

// A user pair is read as the viewer when known, else as the member other than `conversationWith`.
export function messagesHref(c: Conversation, viewer?: string): string {
  const q = new URLSearchParams();
  if (c.conversationType === "group") {
    q.set("type", "group");
    q.set("target", partyId(c));
    if (viewer) q.set("as", viewer);
  } else {
    const other = partyId(c);
    const id = c.conversationId;
    const as =
      viewer ??
      (id.startsWith(`${other}_user_`)
        ? id.slice(other.length + 6)
        : id.slice(0, id.length - other.length - 6));
    q.set("type", "user");
    q.set("target", other);
    q.set("as", as);
  }
  return `/messages?${q}`;
}
