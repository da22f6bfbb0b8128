"use client";

import { useQueryClient } from "@tanstack/react-query";
import { groupKeys } from "@/lib/query-keys";

export function useRefreshGroup(guid: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: groupKeys.detail(guid) }),
      queryClient.invalidateQueries({ queryKey: groupKeys.lists() }),
    ]);
}
