import {
  createLoader,
  type inferParserType,
  parseAsArrayOf,
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

export const MESSAGE_VIEWS = ["transcript", "table"] as const;

/** How the open conversation is drawn: a transcript to read, or a table to select rows from. */
export const messagesViewParams = {
  view: parseAsStringLiteral(MESSAGE_VIEWS).withDefault("transcript"),
  /** A message of the page whose thread is open beside the conversation. */
  thread: parseAsString,
};

export const RAIL_KINDS = ["all", "user", "group"] as const;

const DAY = 24 * 3600;
/**
 * How recently a listed conversation was active (its `updatedAt`): within a span, or quiet (nothing since) for
 * at least one.
 */
export const RAIL_ACTIVITY = {
  "24h": { label: "Last 24 hours", phrase: "active in the last 24 hours", seconds: DAY, quiet: false },
  "7d": { label: "Last 7 days", phrase: "active in the last 7 days", seconds: 7 * DAY, quiet: false },
  "30d": { label: "Last 30 days", phrase: "active in the last 30 days", seconds: 30 * DAY, quiet: false },
  quiet30d: {
    label: "Quiet for 30+ days",
    phrase: "quiet for 30 days or more",
    seconds: 30 * DAY,
    quiet: true,
  },
} as const;
export type RailActivity = keyof typeof RAIL_ACTIVITY;
export const RAIL_ACTIVITIES = Object.keys(RAIL_ACTIVITY) as RailActivity[];

/**
 * The explorer's conversation list: its search, kind, tags (the user's or group's the conversation is with)
 * and last activity, and a member (a uid: only that user's pairs and groups, read as them) with the tags that
 * member gave their conversations; URL keys apart from the open conversation's.
 */
export const railSearchParams = {
  find: parseAsString.withDefault(""),
  kind: parseAsStringLiteral(RAIL_KINDS).withDefault("all"),
  tags: parseAsArrayOf(parseAsString).withDefault([]),
  active: parseAsStringLiteral(RAIL_ACTIVITIES),
  member: parseAsString,
  memberTags: parseAsArrayOf(parseAsString).withDefault([]),
};
export type RailUrlState = inferParserType<typeof railSearchParams>;

/** Where the list is cut: at Unix second `at`, keeping the rows active since (or with `quiet`, those before). */
export interface RailCut {
  at: number;
  quiet: boolean;
}

/** The cut a last-activity choice makes at the time `nowMs`, or undefined for any time. */
export function activityCut(active: RailActivity | null, nowMs: number): RailCut | undefined {
  if (!active) return undefined;
  const a = RAIL_ACTIVITY[active];
  return { at: Math.floor(nowMs / 1000) - a.seconds, quiet: a.quiet };
}

/**
 * The URL's keys for a place inside the open conversation (its page, the message opened at, the thread beside it):
 * a conversation opened from the list starts at its latest page without them. `trail` is the cursor table's own.
 */
export const conversationPlaceKeys = {
  ...messagesSearchParams,
  trail: parseAsArrayOf(parseAsString),
  thread: parseAsString,
  threadLimit: parseAsInteger,
  threadAffix: parseAsString,
  threadCursor: parseAsString,
};

/** The URL state that opens the conversation `href` (a link of the list) at its latest page. */
export function openConversationState(href: string) {
  const q = new URLSearchParams(href.slice(href.indexOf("?") + 1));
  return {
    ...(Object.fromEntries(Object.keys(conversationPlaceKeys).map((k) => [k, null])) as Record<
      keyof typeof conversationPlaceKeys,
      null
    >),
    type: q.get("type") === "group" ? ("group" as const) : ("user" as const),
    target: q.get("target"),
    as: q.get("as"),
  };
}

/** The first page's query of the conversation `href` (a link of the list) opens: its latest page. */
export function openConversationParams(href: string): ListMessagesParams | undefined {
  return toMessagesParams({
    ...openConversationState(href),
    limit: messagesSearchParams.limit.defaultValue,
    affix: messagesSearchParams.affix.defaultValue,
  });
}

/** The id of the conversation the URL opens: two users' ids in sorted order, or the group's. */
export function openConversationId(s: Pick<MessagesUrlState, "type" | "target" | "as">): string | undefined {
  const target = s.target?.trim().toLowerCase();
  if (!target) return undefined;
  if (s.type === "group") return `group_${target}`;
  const as = s.as?.trim().toLowerCase();
  return as ? [as, target].sort().join("_user_") : undefined;
}
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
