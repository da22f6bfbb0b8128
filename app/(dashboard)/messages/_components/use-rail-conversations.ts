"use client";

import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { unwrapAction } from "@/lib/action-result";
import { listConversationsAction } from "@/lib/actions/conversations";
import type { ListConversationsParams } from "@/lib/inputs/chat-conversations-query";
import { conversationKeys } from "@/lib/query-keys";
import { mergeRail, needsNextPage } from "../_lib/rail-pages";

function useRailPages(params: ListConversationsParams, cutoff: number | undefined, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: conversationKeys.rail(params),
    initialPageParam: 1,
    queryFn: async ({ pageParam }) =>
      unwrapAction(await listConversationsAction({ ...params, page: pageParam })),
    // The list is newest first: once a page ends past the cutoff, no later page can hold a row to show.
    getNextPageParam: (last) => {
      const p = last.meta.pagination;
      return needsNextPage(last.data, p.current_page < p.total_pages, cutoff)
        ? p.current_page + 1
        : undefined;
    },
    // A new search keeps the last list on screen until its answer comes.
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * The rail's conversations for one or two lists (`railQueries`), gathered page by page as the admin asks for
 * more, merged, and cut at `cutoff` (Unix seconds): the rows past it are hidden and no page after it is read.
 * `total` is the service's count without a cutoff; with one, the rows shown once nothing is left to read.
 */
export function useRailConversations(queries: readonly ListConversationsParams[], cutoff?: number) {
  const [first, second] = queries;
  if (!first) throw new Error("the rail reads at least one list");
  // Hooks run in a fixed number: the second list is idle when the filters need one.
  const one = useRailPages(first, cutoff, true);
  const two = useRailPages(second ?? first, cutoff, second !== undefined);
  const used = second ? [one, two] : [one];
  const sources = used.map((q) => ({
    rows: q.data?.pages.flatMap((p) => p.data) ?? [],
    more: q.hasNextPage,
  }));
  const conversations = mergeRail(sources, cutoff);
  const failed = used.find((q) => q.isError);
  const hasNextPage = used.some((q) => q.hasNextPage);
  const served = used.every((q) => q.isSuccess);
  const counted = used.map((q) => q.data?.pages[0]?.meta.pagination.total ?? 0).reduce((a, b) => a + b, 0);
  return {
    conversations,
    isPending: used.some((q) => q.isPending),
    isSuccess: served,
    isFetching: used.some((q) => q.isFetching),
    isFetchingNextPage: used.some((q) => q.isFetchingNextPage),
    error: failed?.error ?? null,
    hasNextPage,
    /** Every list's count, or with a cutoff the rows shown once every list is read down to it. */
    total: !served
      ? undefined
      : cutoff === undefined
        ? counted
        : hasNextPage
          ? undefined
          : conversations.length,
    refetch: () => Promise.all(used.map((q) => q.refetch())),
    fetchNextPage: () => Promise.all(used.filter((q) => q.hasNextPage).map((q) => q.fetchNextPage())),
  };
}
