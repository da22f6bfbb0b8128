import { createLoader, type inferParserType, parseAsInteger } from "nuqs/server";
import {
  DEFAULT_MESSAGE_PAGE_SIZE,
  messageSearchFilters,
  type SearchMessagesParams,
} from "@/lib/inputs/chat-messages-query";

export const messageSearchParams = {
  ...messageSearchFilters.parsers,
  limit: parseAsInteger.withDefault(DEFAULT_MESSAGE_PAGE_SIZE),
};

export const loadMessageSearchParams = createLoader(messageSearchParams);
export type MessageSearchUrlState = inferParserType<typeof messageSearchParams>;

export function toSearchParams(s: MessageSearchUrlState, cursor?: string): SearchMessagesParams {
  const out: SearchMessagesParams = {
    limit: Math.min(1000, Math.max(1, s.limit)),
    affix: "prepend",
    ...messageSearchFilters.toQuery(s),
  };
  if (cursor?.trim()) out.id = cursor.trim();
  return out;
}
