"use client";

import { keepPreviousData, type QueryKey, useQuery } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { useRememberListUrl } from "./list-url";
import { useHistoryResync } from "./use-history-resync";

const sameKey = (a: QueryKey, b: QueryKey) => JSON.stringify(a) === JSON.stringify(b);

export function usePageQuery<TPage>({
  queryKey,
  initialKey,
  initialPage,
  initialError,
  fetchPage,
  enabled = true,
}: {
  queryKey: QueryKey;
  initialKey: QueryKey;
  initialPage?: TPage;
  initialError?: string;
  fetchPage: () => Promise<TPage>;
  enabled?: boolean;
}) {
  const isInitial = sameKey(queryKey, initialKey);
  const query = useQuery({
    queryKey,
    queryFn: fetchPage,
    initialData: isInitial ? initialPage : undefined,
    placeholderData: keepPreviousData,
    // The server already retried idempotent reads; a refusal (bad key, bad filter) will not change.
    retry: false,
    enabled: enabled && !(isInitial && initialError),
  });
  // Another key's rows may stand in only while this key's own page loads. A history step that lands between
  // Next restoring the page and the URL state settling can leave this key idle with no page of its own.
  const idle = query.isPlaceholderData && query.fetchStatus === "idle";
  const { refetch } = query;
  useEffect(() => {
    if (idle && enabled) void refetch();
  }, [idle, enabled, refetch]);
  const error = query.error?.message ?? (isInitial && !query.data ? initialError : undefined);
  return { query, error };
}

/**
 * A list's page for `params` (the server's first page stands for `initialParams`), with the list's URL
 * remembered for the links back to it and kept in step with Back and Forward.
 */
export function useListQuery<Params, Page>(
  o: {
    queryKey: (params: Params) => QueryKey;
    fetchPage: (params: Params) => Promise<Page>;
    enabled?: (params: Params) => boolean;
    initialParams: Params;
    initialPage?: Page;
    initialError?: string;
  },
  params: Params,
) {
  const { query, error } = usePageQuery({
    queryKey: o.queryKey(params),
    initialKey: o.queryKey(o.initialParams),
    initialPage: o.initialPage,
    initialError: o.initialError,
    fetchPage: () => o.fetchPage(params),
    enabled: o.enabled?.(params) ?? true,
  });
  useRememberListUrl();
  useHistoryResync();
  const { refetch } = query;
  const onRetry = useCallback(() => void refetch(), [refetch]);
  return { query, error, onRetry };
}
