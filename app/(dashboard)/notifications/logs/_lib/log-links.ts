import type { NotificationLog } from "@/lib/schemas/notification-logs";

export const userHref = (uid: string) => `/users/${encodeURIComponent(uid)}`;
export const groupHref = (guid: string) => `/groups/${encodeURIComponent(guid)}`;
export const messageHref = (id: number) => `/messages/${id}`;

type Where = Pick<NotificationLog, "receiverType" | "receiver" | "member" | "sender" | "messageId">;

/** The conversation read as the recipient, opened around the message when the entry names one. */
export function conversationHref(log: Where): string {
  const q = new URLSearchParams();
  if (log.receiverType === "group") {
    q.set("type", "group");
    q.set("target", log.receiver);
    if (log.member) q.set("as", log.member);
  } else {
    q.set("type", "user");
    q.set("target", log.sender);
    q.set("as", log.receiver);
  }
  // Opened around the message: what came before it shows too, and the message is highlighted.
  if (log.messageId !== undefined) q.set("around", String(log.messageId));
  return `/messages?${q}`;
}
