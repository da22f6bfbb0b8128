import type { ListMessagesParams } from "@/lib/inputs/chat-messages-query";

/** The conversation's id (reference §7): `group_<guid>`, or the two uids, lower-case and sorted. */
export function conversationIdOf(p: Pick<ListMessagesParams, "receiverType" | "target" | "onBehalfOf">) {
  if (p.receiverType === "group") return `group_${p.target}`;
  const [a, b] = [p.onBehalfOf ?? "", p.target].map((u) => u.toLowerCase()).sort();
  return `${a}_user_${b}`;
}

/** The message search narrowed to the conversation's thread parents. */
export function threadsHref(p: Pick<ListMessagesParams, "receiverType" | "target" | "onBehalfOf">) {
  const q = new URLSearchParams({ conversation: conversationIdOf(p), replies: "with" });
  return `/messages/search?${q}`;
}
