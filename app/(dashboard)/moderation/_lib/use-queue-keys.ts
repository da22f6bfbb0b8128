"use client";

import { type Dispatch, useEffect } from "react";
import { OUTCOMES, type Outcome } from "./outcomes";
import type { QueueAction } from "./review-queue-reducer";

/**
 * The queue's keys, anywhere on the page but in a text field or a dialog: an outcome's key chooses it,
 * j / ↓ and p / ↑ move among the `count` shown items, u or z takes back the last outcome.
 */
export function useQueueKeys({
  count,
  decide,
  undoLast,
  dispatch,
}: {
  count: number;
  decide: (outcome: Outcome) => void;
  undoLast: () => void;
  dispatch: Dispatch<QueueAction>;
}) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (
        e.metaKey ||
        e.ctrlKey ||
        e.altKey ||
        t?.closest("input:not([type=checkbox]), textarea, select, [role=dialog]")
      )
        return;
      const spec = OUTCOMES.find((o) => o.key === e.key);
      if (spec) decide(spec.outcome);
      else if (e.key === "j" || e.key === "ArrowDown") dispatch({ type: "step", by: 1, count });
      else if (e.key === "ArrowUp" || e.key === "p") dispatch({ type: "step", by: -1, count });
      else if (e.key === "u" || e.key === "z") undoLast();
      else return;
      // A notice answers the key just pressed; any other key moves on from it.
      if (!spec) dispatch({ type: "notice" });
      e.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [count, decide, undoLast, dispatch]);
}
