"use client";

import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { unwrapAction } from "@/lib/action-result";
import { listConversationsAction } from "@/lib/actions/conversations";
import type { ListConversationsParams } from "@/lib/inputs/chat-conversations-query";
import { conversationKeys } from "@/lib/query-keys";
import { firstQuietPage, mergeRail, needsNextPage, quietTotal } from "../_lib/rail-pages";
import type { RailCut } from "../_lib/search-params";

function useRailPages(params: ListConversationsParams, cut: RailCut | undefined, enabled: boolean) {
  const quiet = cut?.quiet ? cut.at : undefined;
  const read = async (page: number) => unwrapAction(await listConversationsAction({ ...params, page }));
  return useInfiniteQuery({
    // A quiet list starts at the page its cut falls on: the cut is part of what its first page is.
    queryKey: quiet === undefined ? conversationKeys.rail(params) : conversationKeys.railQuiet(params, quiet),
    // 0: the first page holding a quiet row, found by halving.
    initialPageParam: quiet === undefined ? 1 : 0,
    queryFn: ({ pageParam }) =>
      pageParam === 0 && quiet !== undefined ? firstQuietPage(quiet, read) : read(pageParam),
    // The list is newest first: once a page ends past a recent cut, no later page can hold a row to show.
    getNextPageParam: (last) => {
      const p = last.meta.pagination;
      return needsNextPage(last.data, p.current_page < p.total_pages, cut) ? p.current_page + 1 : undefined;
    },
    // A new search keeps the last list on screen until its answer comes.
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * The rail's conversations for one or two lists (`railQueries`), gathered page by page as the admin asks for
 * more, merged, and cut at `cut`: recent activity hides the rows past it and reads no page after it; quiet
 * starts at the page the cut falls on. `total` is exact: the service's count, a quiet list's count less its
 * active rows, or with a recent cut the rows shown once nothing is left to read (else undefined).
 */
export function useRailConversations(queries: readonly ListConversationsParams[], cut?: RailCut) {
  const [first, second] = queries;
  if (!first) throw new Error("the rail reads at least one list");
  // Hooks run in a fixed number: the second list is idle when the filters need one.
  const one = useRailPages(first, cut, true);
  const two = useRailPages(second ?? first, cut, second !== undefined);
  const used = second ? [one, two] : [one];
  const sources = used.map((q) => ({
    rows: q.data?.pages.flatMap((p) => p.data) ?? [],
    more: q.hasNextPage,
  }));
  const conversations = mergeRail(sources, cut);
  const failed = used.find((q) => q.isError);
  const hasNextPage = used.some((q) => q.hasNextPage);
  const served = used.every((q) => q.isSuccess);
  // The last list kept on screen while a new filter's first answer comes is not counted as the new one.
  const counting = served && !used.some((q) => q.isPlaceholderData);
  const counted = used
    .map((q) => {
      const page = q.data?.pages[0];
      if (!page) return 0;
      return cut?.quiet ? quietTotal(page, cut.at) : page.meta.pagination.total;
    })
    .reduce((a, b) => a + b, 0);
  return {
    conversations,
    isPending: used.some((q) => q.isPending),
    /** The last list is kept on screen while a new filter's first answer comes. */
    isUpdating: !counting && served,
    isSuccess: served,
    isFetching: used.some((q) => q.isFetching),
    isFetchingNextPage: used.some((q) => q.isFetchingNextPage),
    error: failed?.error ?? null,
    hasNextPage,
    total: !counting
      ? undefined
      : cut === undefined || cut.quiet
        ? counted
        : hasNextPage
          ? undefined
          : conversations.length,
    refetch: () => Promise.all(used.map((q) => q.refetch())),
    fetchNextPage: () => Promise.all(used.filter((q) => q.hasNextPage).map((q) => q.fetchNextPage())),
  };
}
