"use client";

import { keepPreviousData, type QueryKey, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";

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
