"use client";

import type { RowSelectionState } from "@tanstack/react-table";
import { useState } from "react";

// One empty selection, so a list whose scope changed does not hand its rows a new object each render.
const NONE: RowSelectionState = {};

/**
 * The rows picked on the list's page, or "all matching the filter": cleared when the page or the filter
 * changes (`scope`), so a selection never names rows the admin no longer sees.
 */
export function useBulkSelection(scope: unknown) {
  const key = JSON.stringify(scope);
  const [state, setState] = useState<{ key: string; picked: RowSelectionState; all: boolean }>({
    key,
    picked: NONE,
    all: false,
  });
  const current = state.key === key ? state : { key, picked: NONE, all: false };
  const ids = Object.keys(current.picked).filter((id) => current.picked[id]);
  return {
    selected: current.picked,
    ids,
    allMatching: current.all,
    onChange: (picked: RowSelectionState) => setState({ key, picked, all: false }),
    selectAllMatching: () => setState({ ...current, key, all: true }),
    clear: () => setState({ key, picked: NONE, all: false }),
  };
}
export type BulkSelection = ReturnType<typeof useBulkSelection>;
