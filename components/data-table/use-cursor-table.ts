"use client";

import type { QueryKey } from "@tanstack/react-query";
import { parseAsArrayOf, parseAsString, type UseQueryStatesKeysMap, useQueryStates, type Values } from "nuqs";
import { useCallback } from "react";
import type { DataTableCursor } from "./data-table-cursor-pager";
import { useListFilters } from "./use-list-filters";
import { useListQuery } from "./use-page-query";
import { useSameObject } from "./use-same-object";

export interface CursorList<Row> {
  data: Row[];
}

export interface CursorMoves<M extends UseQueryStatesKeysMap> {
  previous?: Partial<Values<M>>;
  next?: Partial<Values<M>>;
  summary?: string;
}

/** The first page has no cursor; the trail marks it with this. */
const FIRST = "-";
const cursorKeys = { cursor: parseAsString, trail: parseAsArrayOf(parseAsString) };
const EMPTY: never[] = [];

// Filters, cursor and trail live in the URL so Back and Forward restore the page exactly.
export function useCursorTable<
  M extends UseQueryStatesKeysMap,
  Params extends object,
  Page extends CursorList<unknown>,
  K extends keyof M & string,
>(o: {
  searchParams: M;
  toParams: (state: Values<M>, cursor: string | undefined) => Params;
  filterKeys: readonly K[];
  queryKey: (params: Params) => QueryKey;
  fetchPage: (params: Params) => Promise<Page>;
  nextCursor?: (page: Page) => string | undefined;
  moves?: (page: Page | undefined, params: Params) => CursorMoves<M>;
  labels?: DataTableCursor["labels"];
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
  // Keeps its identity while the URL names the same list, so what is derived from it is not rebuilt.
  const params = useSameObject(o.toParams(state as Values<M>, cursor));
  const { query, error, onRetry } = useListQuery(o, params);
  type Patch = Parameters<typeof setState>[0];
  // Stable, so a debounced filter input can depend on it.
  const setFilters = useCallback(
    (patch: Partial<Values<M>>) => setState({ ...patch, cursor: null, trail: null } as Patch),
    [setState],
  );
  const filtering = useListFilters(state as Values<M>, o.filterKeys, setFilters);
  const shown = query.data?.data.length ?? 0;

  let pager: Omit<DataTableCursor, "labels">;
  if (o.moves) {
    const m = o.moves(query.data, params);
    pager = {
      page: 1,
      shown,
      summary: m.summary,
      hasPrevious: Boolean(m.previous),
      hasNext: Boolean(m.next),
      onPrevious: () => m.previous && setState(m.previous as Patch),
      onNext: () => m.next && setState(m.next as Patch),
    };
  } else {
    const next = query.data ? o.nextCursor?.(query.data) : undefined;
    const back = trail.at(-1);
    pager = {
      page: trail.length + 1,
      shown,
      hasPrevious: trail.length > 0,
      hasNext: Boolean(next),
      onPrevious: () =>
        setState({ cursor: back === FIRST ? null : (back ?? null), trail: trail.slice(0, -1) } as Patch),
      onNext: () => next && setState({ cursor: next, trail: [...trail, cursor ?? FIRST] } as Patch),
    };
  }

  return {
    state: state as Values<M>,
    ...filtering,
    params,
    query,
    /** Sets URL keys of the list as they are (no cursor reset). */
    setState: (patch: Partial<Values<M>>) => setState(patch as Patch),
    atStart: !cursor,
    table: {
      data: (query.data?.data ?? EMPTY) as Page["data"],
      cursor: { ...pager, labels: o.labels },
      isFetching: query.isFetching,
      error,
      onRetry,
      onClearFilters: filtering.filtered ? filtering.clear : undefined,
      exportParams: params as object,
    },
  };
}
