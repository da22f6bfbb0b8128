"use client";

import type { ReactNode } from "react";
import { useIsland } from "@/components/use-island";
import type { ListCallsParams } from "@/lib/api/calls-options";
import type { CallListPage } from "../_lib/list-page";

const load = () => import("./calls-table").then((m) => m.CallsTable);

/**
 * The calls log as the server rendered it (`children`, see `CallsStatic`) until the user first reaches for a
 * filter or the pager; then the live table (nuqs, TanStack Query and Table) loads and takes over. A reader
 * who only looks at the first page, or opens a call from it, downloads none of that.
 */
export function CallsIsland({
  children,
  ...live
}: {
  children: ReactNode;
  initialParams: ListCallsParams;
  initialPage?: CallListPage;
  initialError?: string;
}) {
  const { Loaded, bind } = useIsland(load);
  return <div {...bind}>{Loaded ? <Loaded {...live} /> : children}</div>;
}
