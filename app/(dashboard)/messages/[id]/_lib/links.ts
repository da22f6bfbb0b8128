import { usersOf } from "@/lib/inputs/chat-messages-query";
import type { Message } from "@/lib/schemas/messages";

export const userHref = (uid: string) => `/users/${encodeURIComponent(uid)}`;
export const groupHref = (guid: string) => `/groups/${encodeURIComponent(guid)}`;

/** The app's own sender: it has no user page. */
export const APP_SENDER = "app_system";

type Where = Pick<Message, "id" | "sender" | "receiver" | "receiverType" | "conversationId">;

/** The message's conversation opened around it: a user pair read as its sender (or its first user). */
export function conversationHref(m: Where): string {
  const q = new URLSearchParams();
  if (m.receiverType === "group") {
    q.set("type", "group");
    q.set("target", m.receiver);
  } else {
    const [as = m.sender, target = m.receiver] = usersOf(m);
    q.set("type", "user");
    q.set("target", target);
    q.set("as", as);
  }
  q.set("around", m.id);
  return `/messages?${q}`;
}
