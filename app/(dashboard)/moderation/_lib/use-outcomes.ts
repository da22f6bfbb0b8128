"use client";

import { useQueryClient } from "@tanstack/react-query";
import { type Dispatch, useCallback, useEffect, useRef } from "react";
import { toast } from "sonner";
import { unwrapAction } from "@/lib/action-result";
import type { ReviewOutcome } from "@/lib/inputs/moderation-query";
import { moderationKeys } from "@/lib/query-keys";
import { applyOutcomeAction } from "./actions";
import { appliesTo, doneLabel, OUTCOMES, type Outcome, refusal, UNDO_MS } from "./outcomes";
import { type Item, itemKey, type QueueData, shownOf } from "./queue-items";
import type { QueueAction } from "./review-queue-reducer";

/**
 * Choosing an outcome for the current item: it leaves the list at once and applies UNDO_MS later unless
 * undone (the toast's Undo, or `undoLast`); then the queues, the sender's record and the figures are read again.
 */
export function useOutcomes({
  current,
  reasonId,
  dispatch,
}: {
  current: Item | undefined;
  reasonId: string;
  dispatch: Dispatch<QueueAction>;
}) {
  /** Chosen outcomes not yet applied, in the order chosen. */
  const pending = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const queryClient = useQueryClient();

  const decide = useCallback(
    (outcome: Outcome) => {
      if (!current) return;
      const shown = shownOf(current.item.message);
      const spec = OUTCOMES.find((o) => o.outcome === outcome);
      if (!spec) return;
      if (!appliesTo(spec, shown)) {
        // A key, not a button (those are not shown here): say why nothing happened.
        dispatch({ type: "notice", notice: { id: shown.id, text: refusal(spec, shown) } });
        return;
      }
      const key = itemKey(current);
      const input: ReviewOutcome = {
        kind: current.kind,
        id: current.item.id,
        outcome,
        reasonId: reasonId || undefined,
      };
      dispatch({ type: "choose", key });
      const unhide = () => dispatch({ type: "unhide", key });
      const label = doneLabel(spec, shown);
      const timer = setTimeout(async () => {
        pending.current.delete(key);
        try {
          unwrapAction(await applyOutcomeAction(input));
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: moderationKeys.queues() }),
            queryClient.invalidateQueries({ queryKey: moderationKeys.sender(shown.sender) }),
          ]);
          // Lists of other tabs or filters still hold it: read them afresh when they come back.
          queryClient.removeQueries({ queryKey: moderationKeys.queues(), type: "inactive" });
          // A refetch cancelled by a later outcome's may still hold it: take it out of the shown list first.
          queryClient.setQueriesData<QueueData>({ queryKey: moderationKeys.queues() }, (d) =>
            d ? ({ ...d, items: d.items.filter((i) => i.id !== input.id) } as QueueData) : d,
          );
          unhide();
          // After the queue's read: server actions from one page run one at a time.
          void queryClient.invalidateQueries({ queryKey: moderationKeys.figures() });
        } catch (e) {
          unhide();
          toast.error(`${label} failed: ${e instanceof Error ? e.message : "try again"}`);
        }
      }, UNDO_MS);
      pending.current.set(key, timer);
      toast(label, {
        id: `outcome-${key}`,
        duration: UNDO_MS,
        action: {
          label: "Undo",
          onClick: () => {
            clearTimeout(timer);
            pending.current.delete(key);
            unhide();
          },
        },
      });
    },
    [current, reasonId, queryClient, dispatch],
  );

  const undoLast = useCallback(() => {
    const last = [...pending.current.entries()].pop();
    if (!last) return;
    const [key, timer] = last;
    clearTimeout(timer);
    pending.current.delete(key);
    toast.dismiss(`outcome-${key}`);
    dispatch({ type: "unhide", key });
  }, [dispatch]);

  // Leaving the page keeps the chosen outcomes: their timers still run. Closing the tab would lose them.
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (pending.current.size) e.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);

  return { decide, undoLast };
}
