import {
  createLoader,
  type inferParserType,
  parseAsInteger,
  parseAsString,
  parseAsStringLiteral,
} from "nuqs/server";
import { dayStart } from "@/lib/format";
import {
  AFFIXES,
  DEFAULT_MESSAGE_PAGE_SIZE,
  type ListMessagesParams,
} from "@/lib/inputs/chat-messages-query";

export const messagesSearchParams = {
  type: parseAsStringLiteral(["user", "group"] as const).withDefault("user"),
  target: parseAsString,
  as: parseAsString,
  limit: parseAsInteger.withDefault(DEFAULT_MESSAGE_PAGE_SIZE),
  affix: parseAsStringLiteral(AFFIXES).withDefault("prepend"),
  cursor: parseAsString,
  /** With `cursor`: the row to highlight (a link that opens at a message). */
  jump: parseAsString,
  /** Without `cursor`: the page around this message id, the messages before it and after it, highlighted. */
  around: parseAsString,
  /** A day (yyyy-mm-dd, UTC): without a cursor, the page starts at the first message sent that day. */
  at: parseAsString,
};

export const loadMessagesSearchParams = createLoader(messagesSearchParams);
export type MessagesUrlState = inferParserType<typeof messagesSearchParams>;

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
  else if (s.around?.trim()) out.around = s.around.trim();
  else if (s.at) {
    const day = dayStart(s.at);
    if (day !== undefined) {
      out.affix = "append";
      out.sentAt = day;
    }
  }
  return out;
}
