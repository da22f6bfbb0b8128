import {
  createLoader,
  type inferParserType,
  parseAsBoolean,
  parseAsInteger,
  parseAsString,
  parseAsStringLiteral,
} from "nuqs/server";
import {
  CONVERSATION_TYPES,
  DEFAULT_CONVERSATION_PAGE_SIZE,
  type ListConversationsParams,
} from "@/lib/inputs/chat-conversations-query";

export const conversationsSearchParams = {
  page: parseAsInteger.withDefault(1),
  perPage: parseAsInteger.withDefault(DEFAULT_CONVERSATION_PAGE_SIZE),
  type: parseAsStringLiteral(CONVERSATION_TYPES),
  unread: parseAsBoolean.withDefault(false),
  search: parseAsString,
  as: parseAsString,
};

export const loadConversationsSearchParams = createLoader(conversationsSearchParams);
export type ConversationsUrlState = inferParserType<typeof conversationsSearchParams>;

export function toConversationsParams(s: ConversationsUrlState): ListConversationsParams {
  const out: ListConversationsParams = {
    page: Math.max(1, s.page),
    perPage: Math.min(1000, Math.max(1, s.perPage)),
  };
  if (s.type) out.conversationType = s.type;
  if (s.unread) out.unread = true;
  if (s.search?.trim()) out.searchKey = s.search.trim();
  if (s.as?.trim()) out.onBehalfOf = s.as.trim();
  return out;
}

export const CONVERSATION_FILTER_KEYS = ["type", "search", "as", "unread"] as const;
