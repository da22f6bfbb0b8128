"use client";

import type { QueryKey } from "@tanstack/react-query";
import type { RowData } from "@tanstack/react-table";
import { type ComponentType, useMemo } from "react";
import { actionsColumn } from "@/components/data-table/actions-column";
import { DataTable } from "@/components/data-table/data-table";
import type { DataTableColumnDef } from "@/components/data-table/features";
import { type PagedList, useDataTable } from "@/components/data-table/use-data-table";
import { USER_SECTION_PAGE_SIZES } from "@/lib/inputs/users-query";
import { type UserDetailUrlState, userDetailSearchParams } from "../_lib/search-params";

type UrlKey = keyof typeof userDetailSearchParams;

/** What the server read for a section before drawing it: its first page, or why it could not. */
export interface SectionStart<Params, Page> {
  initialParams: Params;
  initialPage?: Page;
  initialError?: string;
}

export type UserSectionTableProps<Row extends RowData, Params, Page> = SectionStart<Params, Page> & {
  uid: string;
  /** The name its column choices are saved under. */
  list: string;
  /** The table's accessible name. */
  caption: string;
  emptyTitle: string;
  /** Stable: module scope or memoised. */
  columns: DataTableColumnDef<Row>[];
  /** Module scope: one row's buttons, for an admin allowed to use them (a last column, "Actions"). */
  RowActions?: ComponentType<{ uid: string; row: Row }>;
  getRowId: (row: Row) => string;
  rowHref?: (row: Row) => string;
  /** The URL keys of this section's page, beside the other sections'. */
  pageKeys: { page: UrlKey; perPage: UrlKey };
  toParams: (uid: string, url: UserDetailUrlState) => Params;
  queryKey: (params: Params) => QueryKey;
  fetchPage: (params: Params) => Promise<Page>;
  /** What an export of the list reads; the current page's params when not given. */
  exportParams?: object;
};

/**
 * One of a user's paged lists (conversations, groups, friends, blocked users, tokens): its page kept in the URL
 * under its own keys, the server's first page shown at once, the next ones read through its action.
 */
export function UserSectionTable<
  Row extends RowData,
  Params extends { page: number; perPage: number },
  Page extends PagedList<Row>,
>({
  uid,
  list,
  caption,
  emptyTitle,
  columns,
  RowActions,
  getRowId,
  rowHref,
  pageKeys,
  toParams,
  queryKey,
  fetchPage,
  exportParams,
  ...initial
}: UserSectionTableProps<Row, Params, Page>) {
  const table = useDataTable({
    searchParams: userDetailSearchParams,
    toParams: (s) => toParams(uid, s),
    filterKeys: [],
    pageKeys,
    queryKey,
    fetchPage,
    ...initial,
  });
  const shown = useMemo(() => {
    if (!RowActions) return columns;
    return [...columns, actionsColumn((r: Row) => <RowActions uid={uid} row={r} />, { hideable: true })];
  }, [columns, RowActions, uid]);
  return (
    <DataTable
      list={list}
      caption={caption}
      columns={shown}
      getRowId={getRowId}
      pageSizes={USER_SECTION_PAGE_SIZES}
      rowHref={rowHref}
      emptyTitle={emptyTitle}
      {...table.table}
      exportParams={exportParams ?? table.table.exportParams}
    />
  );
}
