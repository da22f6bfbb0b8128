import {
  createLoader,
  type inferParserType,
  parseAsInteger,
  parseAsString,
  parseAsStringLiteral,
} from "nuqs/server";
import {
  DEFAULT_MESSAGE_PAGE_SIZE,
  DELETED_FILTERS,
  type SearchMessagesParams,
} from "@/lib/inputs/chat-messages-query";

export const RECEIVER_TYPES = ["user", "group"] as const;
export const CATEGORIES = ["message", "action", "custom"] as const;
export const ATTACHMENTS = ["with", "without"] as const;
export const REPLIES = ["with", "without"] as const;

export const messageSearchParams = {
  q: parseAsString,
  sender: parseAsString,
  receiverType: parseAsStringLiteral(RECEIVER_TYPES),
  category: parseAsStringLiteral(CATEGORIES),
  attachments: parseAsStringLiteral(ATTACHMENTS),
  /** Thread parents (`with`) or messages nobody replied to in a thread (`without`). */
  replies: parseAsStringLiteral(REPLIES),
  conversation: parseAsString,
  deleted: parseAsStringLiteral(DELETED_FILTERS),
  limit: parseAsInteger.withDefault(DEFAULT_MESSAGE_PAGE_SIZE),
};

export const MESSAGE_SEARCH_FILTERS = [
  "q",
  "sender",
  "receiverType",
  "category",
  "attachments",
  "replies",
  "conversation",
  "deleted",
] as const;

export const loadMessageSearchParams = createLoader(messageSearchParams);
export type MessageSearchUrlState = inferParserType<typeof messageSearchParams>;

export function toSearchParams(s: MessageSearchUrlState, cursor?: string): SearchMessagesParams {
  const out: SearchMessagesParams = { limit: Math.min(1000, Math.max(1, s.limit)), affix: "prepend" };
  if (s.q?.trim()) out.searchKey = s.q.trim();
  if (s.sender?.trim()) out.sender = s.sender.trim();
  if (s.receiverType) out.receiverType = s.receiverType;
  if (s.category) out.category = s.category;
  if (s.attachments) out.hasAttachments = s.attachments === "with";
  if (s.replies) out.hasReplies = s.replies === "with";
  if (s.conversation?.trim()) out.conversationId = s.conversation.trim();
  if (s.deleted) out.deleted = s.deleted;
  if (cursor?.trim()) out.id = cursor.trim();
  return out;
}
