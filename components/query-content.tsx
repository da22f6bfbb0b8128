import type { UseQueryResult } from "@tanstack/react-query";

/** A query's answer drawn by `children` once it has come; until then "Loading…", or why it failed. */
export function QueryContent<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => React.ReactNode;
}) {
  if (query.isPending) return <p className="text-sm text-muted-foreground">Loading…</p>;
  if (query.error) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {query.error.message}
      </p>
    );
  }
  return children(query.data);
}
