import { conversationFilters } from "@/lib/inputs/chat-conversations-query";
import type { UrlState } from "@/lib/inputs/list-filters";

export const conversationsSearchParams = conversationFilters.parsers;
export const loadConversationsSearchParams = conversationFilters.load;
export type ConversationsUrlState = UrlState<typeof conversationFilters>;
