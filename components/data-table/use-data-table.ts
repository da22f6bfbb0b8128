"use client";

import type { QueryKey } from "@tanstack/react-query";
import { type UseQueryStatesKeysMap, useQueryStates, type Values } from "nuqs";
import { useCallback } from "react";
import { type ActionResult, invalidFilters, unwrapAction } from "@/lib/action-result";
import { useListFilters } from "./use-list-filters";
import { useListQuery } from "./use-page-query";
import { useSameObject } from "./use-same-object";

export interface PagedList<Row> {
  data: Row[];
  meta: { pagination: { total: number } };
}

const EMPTY: never[] = [];

export const fromAction =
  <P, T>(action: (params: P) => Promise<ActionResult<T> | undefined>) =>
  async (params: P) =>
    unwrapAction(await action(params), { invalid: invalidFilters });

// The URL is pushed to history so Back and Forward restore it; the server's first page seeds the query.
export function useDataTable<
  M extends UseQueryStatesKeysMap,
  Params extends { page: number; perPage: number },
  Page extends PagedList<unknown>,
  K extends keyof M & string,
>(o: {
  searchParams: M;
  toParams: (state: Values<M>) => Params;
  filterKeys: readonly K[];
  queryKey: (params: Params) => QueryKey;
  fetchPage: (params: Params) => Promise<Page>;
  enabled?: (params: Params) => boolean;
  pageKeys?: { page: keyof M & string; perPage: keyof M & string };
  initialParams: Params;
  initialPage?: Page;
  initialError?: string;
}) {
  const [state, setState] = useQueryStates(o.searchParams, { history: "push", scroll: false });
  const params = useSameObject(o.toParams(state));
  const { query, error, onRetry } = useListQuery(o, params);

  // nuqs types a partial update per key map; the patches here only name keys of that map.
  type Patch = Parameters<typeof setState>[0];
  const { page: pageKey, perPage: perPageKey } = o.pageKeys ?? { page: "page", perPage: "perPage" };
  const setFilters = useCallback(
    (patch: Partial<Values<M>>) => setState({ ...patch, [pageKey]: 1 } as Patch),
    [setState, pageKey],
  );
  const filtering = useListFilters(state, o.filterKeys, setFilters);
  const onPaginationChange = useCallback(
    (next: { page: number; perPage: number }) =>
      setState({ [pageKey]: next.page, [perPageKey]: next.perPage } as Patch),
    [setState, pageKey, perPageKey],
  );

  return {
    state,
    ...filtering,
    params,
    query,
    setState,
    table: {
      data: (query.data?.data ?? EMPTY) as Page["data"],
      page: params.page,
      perPage: params.perPage,
      total: query.data?.meta.pagination.total ?? 0,
      onPaginationChange,
      isFetching: query.isFetching,
      error,
      onRetry,
      onClearFilters: filtering.filtered ? filtering.clear : undefined,
      exportParams: params as object,
    },
  };
}
