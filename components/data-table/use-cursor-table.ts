"use client";

import type { QueryKey } from "@tanstack/react-query";
import { parseAsArrayOf, parseAsString, type UseQueryStatesKeysMap, useQueryStates, type Values } from "nuqs";
import { usePageQuery } from "./use-page-query";

/** A page of a cursor-based list: its rows and where the next page starts, if anywhere. */
export interface CursorList<Row> {
  data: Row[];
}

/** The first page has no cursor; the trail marks it with this. */
const FIRST = "-";
const cursorKeys = { cursor: parseAsString, trail: parseAsArrayOf(parseAsString) };
const EMPTY: never[] = [];

/**
 * A cursor-based list's state in one hook, the twin of `useDataTable`: the filters, the cursor of this page
 * and the trail of the pages before it live in the URL, so Back and Forward restore the page exactly.
 * Spread `table` on `DataTable`.
 */
export function useCursorTable<M extends UseQueryStatesKeysMap, Params, Page extends CursorList<unknown>>(o: {
  searchParams: M;
  /** The list's params for these filters, starting at `cursor` (none: the first page). */
  toParams: (state: Values<M>, cursor: string | undefined) => Params;
  filterKeys: readonly (keyof M & string)[];
  queryKey: (params: Params) => QueryKey;
  fetchPage: (params: Params) => Promise<Page>;
  /** Where the page after this one starts. */
  nextCursor: (page: Page) => string | undefined;
  initialParams: Params;
  initialPage?: Page;
  initialError?: string;
}) {
  const [state, setState] = useQueryStates(
    { ...o.searchParams, ...cursorKeys },
    { history: "push", scroll: false },
  );
  const cursor = state.cursor ?? undefined;
  const trail = state.trail ?? [];
  const params = o.toParams(state as Values<M>, cursor);
  const { query, error } = usePageQuery({
    queryKey: o.queryKey(params),
    initialKey: o.queryKey(o.initialParams),
    initialPage: o.initialPage,
    initialError: o.initialError,
    fetchPage: () => o.fetchPage(params),
  });
  const next = query.data ? o.nextCursor(query.data) : undefined;
  type Patch = Parameters<typeof setState>[0];
  const setFilters = (patch: Partial<Values<M>>) =>
    setState({ ...patch, cursor: null, trail: null } as Patch);
  const filtered = o.filterKeys.some((k) => state[k] !== null && state[k] !== false);
  const clear = () =>
    setFilters(Object.fromEntries(o.filterKeys.map((k) => [k, null])) as Partial<Values<M>>);
  const back = trail.at(-1);

  return {
    state: state as Values<M>,
    params,
    query,
    filtered,
    clear,
    setFilters,
    table: {
      data: (query.data?.data ?? EMPTY) as Page["data"],
      cursor: {
        page: trail.length + 1,
        shown: query.data?.data.length ?? 0,
        hasPrevious: trail.length > 0,
        hasNext: Boolean(next),
        onPrevious: () =>
          setState({ cursor: back === FIRST ? null : (back ?? null), trail: trail.slice(0, -1) } as Patch),
        onNext: () => next && setState({ cursor: next, trail: [...trail, cursor ?? FIRST] } as Patch),
      },
      isFetching: query.isFetching,
      error,
      onRetry: () => void query.refetch(),
      onClearFilters: filtered ? clear : undefined,
      exportParams: params as object,
    },
  };
}
