import type { SortingState } from "@tanstack/react-table";

type Order = "asc" | "desc";

/**
 * A list's order kept in its URL as the service names it (`sortBy`, `sortOrder`): the table's sorting, and
 * what a click on a sortable header writes (back to page 1; the third click drops the order).
 */
export function urlSorting<S extends string>(
  sorts: readonly S[],
  params: { sortBy?: S; sortOrder?: Order },
  setState: (patch: { sortBy: S | null; sortOrder: Order | null; page: number }) => unknown,
): { sorting: SortingState; onSortingChange: (next: SortingState) => void } {
  return {
    sorting: params.sortBy ? [{ id: params.sortBy, desc: params.sortOrder === "desc" }] : [],
    onSortingChange: (next) => {
      const s = next[0];
      const sortBy = s && (sorts as readonly string[]).includes(s.id) ? (s.id as S) : null;
      setState({ sortBy, sortOrder: sortBy && s ? (s.desc ? "desc" : "asc") : null, page: 1 });
    },
  };
}
