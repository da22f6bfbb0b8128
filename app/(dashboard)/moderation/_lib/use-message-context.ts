"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { unwrapAction } from "@/lib/action-result";
import { moderationKeys } from "@/lib/query-keys";
import { senderHistoryQuery } from "../_components/sender-history";
import { messageContextAction } from "./actions";
import { type Item, type Shown, shownOf } from "./queue-items";

const contextQuery = (s: Shown | undefined) => ({
  queryKey: moderationKeys.context(s?.id),
  queryFn: async () =>
    unwrapAction(
      await messageContextAction({
        id: (s as Shown).id,
        sender: (s as Shown).sender,
        receiver: (s as Shown).receiver,
        receiverType: (s as Shown).receiverType,
      }),
    ),
  enabled: Boolean(s?.sender && s.receiver && /^\d+$/.test(s.id)),
  staleTime: 60_000,
});

/** The conversation around the shown message; the next item's, and its sender's record, read ahead. */
export function useMessageContext(shown: Shown | undefined, next: Item | undefined) {
  const queryClient = useQueryClient();
  const context = useQuery(contextQuery(shown));
  useEffect(() => {
    if (!next) return;
    const s = shownOf(next.item.message);
    void queryClient.prefetchQuery(contextQuery(s));
    if (s.sender)
      void queryClient.prefetchQuery(
        senderHistoryQuery(s.sender, s.receiverType === "group" ? s.receiver : undefined),
      );
  });
  return context;
}
