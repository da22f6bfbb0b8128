import {
  createLoader,
  type inferParserType,
  parseAsInteger,
  parseAsString,
  parseAsStringLiteral,
} from "nuqs/server";
import { AFFIXES, DEFAULT_MESSAGE_PAGE_SIZE, type ListMessagesParams } from "@/lib/api/chat-messages-query";

/** Which conversation is read, as whom, and where the cursor stands: all in the URL. */
export const messagesSearchParams = {
  type: parseAsStringLiteral(["user", "group"] as const).withDefault("user"),
  /** The other user (uid) or the group (guid). */
  target: parseAsString,
  /** The user the conversation is read as (required for two users). */
  as: parseAsString,
  limit: parseAsInteger.withDefault(DEFAULT_MESSAGE_PAGE_SIZE),
  affix: parseAsStringLiteral(AFFIXES).withDefault("prepend"),
  cursor: parseAsString,
  /** The message id jumped to, marked in the page. */
  jump: parseAsString,
};

export const loadMessagesSearchParams = createLoader(messagesSearchParams);
export type MessagesUrlState = inferParserType<typeof messagesSearchParams>;

/** URL state to the list query, or undefined before a conversation is chosen. */
export function toMessagesParams(s: MessagesUrlState): ListMessagesParams | undefined {
  const target = s.target?.trim();
  if (!target) return undefined;
  const out: ListMessagesParams = {
    receiverType: s.type,
    target,
    limit: Math.min(1000, Math.max(1, s.limit)),
    affix: s.affix,
  };
  if (s.as?.trim()) out.onBehalfOf = s.as.trim();
  if (s.cursor?.trim()) out.id = s.cursor.trim();
  return out;
}
