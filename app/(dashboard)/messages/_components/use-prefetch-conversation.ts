"use client";

import { useIsFetching, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { messageKeys } from "@/lib/query-keys";
import { fetchMessages } from "../_lib/fetch-messages";
import { openConversationParams } from "../_lib/search-params";

/**
 * Once no page of a conversation is loading and the browser is idle, loads the latest page of `href` (the
 * conversation of the list the arrow key goes to next), so reading on through the list does not wait for it.
 * One conversation at a time; nothing is asked for when the admin has moved on before the browser was idle, and
 * a page already at hand is not asked for again.
 */
export function usePrefetchConversation(href: string | undefined) {
  const queryClient = useQueryClient();
  const loading = useIsFetching({ queryKey: messageKeys.lists() }) > 0;
  useEffect(() => {
    const params = href && !loading ? openConversationParams(href) : undefined;
    if (!params) return;
    const run = () =>
      void queryClient.prefetchQuery({
        queryKey: messageKeys.list(params),
        queryFn: () => fetchMessages(params),
        retry: false,
      });
    if (typeof requestIdleCallback === "function") {
      const id = requestIdleCallback(run, { timeout: 1000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(run, 0);
    return () => clearTimeout(id);
  }, [href, loading, queryClient]);
}
