import type { ListConversationsParams } from "@/lib/inputs/chat-conversations-query";
import type { Conversation } from "@/lib/schemas/conversations";

/** One list the rail reads: the conversations loaded so far, and whether it has more pages. */
export interface RailSource {
  rows: readonly Conversation[];
  more: boolean;
}

/**
 * The lists the rail reads for its filters. Tags mean "the user or group the conversation is with carries
 * one": the service takes them as `userTags` for one-on-one conversations and `groupTags` for groups, each
 * asked with its own kind (both in one query would ask for a conversation that is both), so All with tags
 * reads the two kinds side by side.
 */
export function railQueries(
  base: Omit<ListConversationsParams, "conversationType">,
  kind: "all" | "user" | "group",
  tags: readonly string[],
): ListConversationsParams[] {
  if (!tags.length) return [kind === "all" ? base : { ...base, conversationType: kind }];
  const users = { ...base, conversationType: "user" as const, userTags: [...tags] };
  const groups = { ...base, conversationType: "group" as const, groupTags: [...tags] };
  return kind === "user" ? [users] : kind === "group" ? [groups] : [users, groups];
}

const lastId = (c: Conversation) => Number(c.lastMessage?.id ?? 0);
/** The service's order: the most recent activity first, the later last message first on a tie. */
const byActivity = (a: Conversation, b: Conversation) => b.updatedAt - a.updatedAt || lastId(b) - lastId(a);

/**
 * The conversations to show, most recent activity first. Lists read side by side are merged only down to
 * where each one with more pages has been read (below it, one of its unread rows may come first), and rows
 * older than `cutoff` (Unix seconds) are left out; a conversation a later page repeats (it moved while the
 * list was read) is shown once.
 */
export function mergeRail(sources: readonly RailSource[], cutoff?: number): Conversation[] {
  const floor =
    sources.length > 1
      ? Math.max(-Infinity, ...sources.filter((s) => s.more).map((s) => s.rows.at(-1)?.updatedAt ?? Infinity))
      : -Infinity;
  const seen = new Set<string>();
  const rows = sources
    .flatMap((s) => s.rows)
    .filter((c) => c.updatedAt >= floor && (cutoff === undefined || c.updatedAt >= cutoff))
    .filter((c) => !seen.has(c.conversationId) && seen.add(c.conversationId));
  return sources.length > 1 ? rows.sort(byActivity) : rows;
}

/** Whether a list needs its next page: it has one, and its last row is not past the cutoff already. */
export function needsNextPage(rows: readonly Conversation[], hasMore: boolean, cutoff?: number): boolean {
  const last = rows.at(-1);
  return hasMore && (cutoff === undefined || last === undefined || last.updatedAt >= cutoff);
}
