"use client";

import { useQuery } from "@tanstack/react-query";
import { unwrapAction } from "@/lib/action-result";
import { groupKeys } from "@/lib/query-keys";
import type { GroupDetail } from "@/lib/server/api/chat-groups";
import { getGroupAction } from "../../_lib/actions";

export function useGroup(initial: GroupDetail) {
  return useQuery({
    queryKey: groupKeys.detail(initial.guid),
    queryFn: async () => unwrapAction(await getGroupAction({ guid: initial.guid })),
    initialData: initial,
    retry: false,
  }).data;
}
