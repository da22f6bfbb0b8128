"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useReducer } from "react";
import type { BulkSelection } from "@/components/bulk/use-bulk-selection";
import { unwrapAction } from "@/lib/action-result";
import { moderationKeys } from "@/lib/query-keys";
import { listQueueAction } from "./actions";
import { itemsOf, queryOf } from "./queue-items";
import { currentIndex, initialQueueState, reviewQueueReducer, wantsMore } from "./review-queue-reducer";

/**
 * The review queue's state (see `reviewQueueReducer`) and what it reads: the shown items, the current one and
 * the next (to read ahead), and the picked items as the bulk bar takes them.
 */
export function useReviewQueue() {
  const [state, dispatch] = useReducer(reviewQueueReducer, initialQueueState);
  const { kind, filters, limit, hidden, picked } = state;
  const queue = useQuery({
    queryKey: moderationKeys.queue(kind, filters, limit),
    queryFn: async () => unwrapAction(await listQueueAction({ kind, query: queryOf(kind, filters, limit) })),
    placeholderData: keepPreviousData,
  });
  const items = useMemo(() => itemsOf(queue.data, hidden), [queue.data, hidden]);
  // Outcomes wait UNDO_MS before they apply, so a quick moderator can choose faster than the list refreshes:
  // when the items left run low and more wait, the next read takes more (the shown ones stay meanwhile).
  const more = wantsMore(state, queue.data?.items.length ?? 0, items.length);
  useEffect(() => {
    if (more && !queue.isFetching) dispatch({ type: "more" });
  }, [more, queue.isFetching]);
  const at = currentIndex(state, items.length);

  const selection: BulkSelection = useMemo(
    () => ({
      selected: picked,
      ids: Object.keys(picked).filter((id) => picked[id]),
      // The queue tells no total and offers no "every matching": the bulk bar never asks for it.
      allMatching: false,
      selectAllMatching: () => {},
      onChange: (next) => dispatch({ type: "picked", picked: next }),
      clear: () => dispatch({ type: "picked", picked: {} }),
    }),
    [picked],
  );

  return { state, dispatch, queue, items, current: items[at], next: items[at + 1], selection };
}
export type ReviewQueueModel = ReturnType<typeof useReviewQueue>;
