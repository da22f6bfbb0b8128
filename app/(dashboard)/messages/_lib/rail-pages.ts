import { CONVERSATION_TAGS_MAX, type ListConversationsParams } from "@/lib/inputs/chat-conversations-query";
import type { Conversation } from "@/lib/schemas/conversations";
import type { RailCut } from "./search-params";

/** One list the rail reads: the conversations loaded so far, and whether it has more pages. */
export interface RailSource {
  rows: readonly Conversation[];
  more: boolean;
}

/**
 * A URL's tags as the tag pickers allow them: blank ones and ones longer than any tag left out, repeats
 * once, at most 25.
 */
export const tagsFromUrl = (fromUrl: readonly string[]) =>
  [...new Set(fromUrl.map((t) => t.trim()).filter((t) => t && t.length <= 100))].slice(
    0,
    CONVERSATION_TAGS_MAX,
  );

/**
 * The lists the rail reads for its filters. Tags mean "the user or group the conversation is with carries
 * one": the service takes them as `userTags` for one-on-one conversations and `groupTags` for groups, each
 * asked with its own kind (both in one query would ask for a conversation that is both), so All with tags
 * reads the two kinds side by side. A URL's tags are taken as the picker allows them: blank ones and ones
 * longer than any tag can be left out, repeats once, at most 25.
 */
export function railQueries(
  base: Omit<ListConversationsParams, "conversationType">,
  kind: "all" | "user" | "group",
  fromUrl: readonly string[],
): ListConversationsParams[] {
  const tags = tagsFromUrl(fromUrl);
  if (!tags.length) return [kind === "all" ? base : { ...base, conversationType: kind }];
  const users = { ...base, conversationType: "user" as const, userTags: [...tags] };
  const groups = { ...base, conversationType: "group" as const, groupTags: [...tags] };
  return kind === "user" ? [users] : kind === "group" ? [groups] : [users, groups];
}

const lastId = (c: Conversation) => Number(c.lastMessage?.id ?? 0);
/** The service's order: the most recent activity first, the later last message first on a tie. */
const byActivity = (a: Conversation, b: Conversation) => b.updatedAt - a.updatedAt || lastId(b) - lastId(a);

/** Whether a conversation is on the kept side of the cut. */
export const keptBy = (cut: RailCut | undefined, c: Conversation) =>
  cut === undefined || (cut.quiet ? c.updatedAt < cut.at : c.updatedAt >= cut.at);

/**
 * The conversations to show, most recent activity first. Lists read side by side are merged only down to
 * where each one with more pages has been read (below it, one of its unread rows may come first), and rows
 * on the other side of the cut are left out; a conversation a later page repeats (it moved while the list
 * was read) is shown once.
 */
export function mergeRail(sources: readonly RailSource[], cut?: RailCut): Conversation[] {
  const floor =
    sources.length > 1
      ? Math.max(-Infinity, ...sources.filter((s) => s.more).map((s) => s.rows.at(-1)?.updatedAt ?? Infinity))
      : -Infinity;
  const seen = new Set<string>();
  const rows = sources
    .flatMap((s) => s.rows)
    .filter((c) => c.updatedAt >= floor && keptBy(cut, c))
    .filter((c) => !seen.has(c.conversationId) && seen.add(c.conversationId));
  return sources.length > 1 ? rows.sort(byActivity) : rows;
}

/**
 * Whether a list needs its next page: it has one, and (cut to recent activity) its last row is not past the
 * cut already; quiet rows run on to the list's end.
 */
export function needsNextPage(rows: readonly Conversation[], hasMore: boolean, cut?: RailCut): boolean {
  const last = rows.at(-1);
  return hasMore && (cut === undefined || cut.quiet || last === undefined || last.updatedAt >= cut.at);
}

interface Page {
  data: readonly Conversation[];
  meta: { pagination: { total_pages: number; current_page: number; total: number; per_page: number } };
}

/**
 * The first page holding a row quiet since `at`, found by halving (the list is newest first, so each page
 * ends older than the one before): a few pages read, not the whole list. With no quiet row, the last page.
 */
export async function firstQuietPage<P extends Page>(
  at: number,
  read: (page: number) => Promise<P>,
): Promise<P> {
  const first = await read(1);
  const endsQuiet = (p: P) => (p.data.at(-1)?.updatedAt ?? -Infinity) < at;
  if (endsQuiet(first) || first.meta.pagination.total_pages <= 1) return first;
  // `low` ends active, `high` (once read) ends quiet or is the last page.
  let low = 1;
  let high = first.meta.pagination.total_pages;
  let found: P | undefined;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    const page = await read(mid);
    if (endsQuiet(page)) {
      high = mid;
      found = page;
    } else low = mid;
  }
  return found ?? read(high);
}

/** How many conversations a quiet list holds: its total, less the active rows before and on its first page. */
export function quietTotal(first: Page, at: number): number {
  const p = first.meta.pagination;
  const active = (p.current_page - 1) * p.per_page + first.data.filter((c) => c.updatedAt >= at).length;
  return Math.max(0, p.total - active);
}
