"use client";

import { useCallback } from "react";
import { pick, useSameObject } from "./use-same-object";

/**
 * A list's filters as its URL holds them: whether any is set, clearing them all, and what a filter bar
 * (`FiltersProps`) takes. With a stable `setFilters`, a filter bar drawn with these stays as it is while the
 * page changes.
 */
export function useListFilters<S extends object, K extends keyof S & string>(
  state: S,
  keys: readonly K[],
  setFilters: (patch: Partial<S>) => void,
) {
  const filters = useSameObject(pick(state, keys));
  const filtered = keys.some((k) => state[k] !== null && state[k] !== false);
  const clear = useCallback(
    () => setFilters(Object.fromEntries(keys.map((k) => [k, null])) as Partial<S>),
    [setFilters, keys],
  );
  return {
    filters,
    filtered,
    clear,
    setFilters,
    filterBar: { value: filters, active: filtered, onChange: setFilters, onClear: clear },
  };
}
