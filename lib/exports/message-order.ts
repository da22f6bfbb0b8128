import { byCursor } from "./paging";
import type { ExportPage } from "./types";

type Affix = "append" | "prepend";
type Cursor = { affix: Affix; id: string };

/** A cursor list's position: `prepend` reads back from `id` (or `sentAt`, or the newest), `append` forward. */
export interface MessagePosition {
  affix: Affix;
  id?: string;
  sentAt?: number;
}

type Fetch<P, Row> = (q: P) => Promise<{ rows: readonly Row[]; next?: Cursor }>;

/**
 * Newest first, as the search list reads: a backward walk's pages each run oldest to newest (the
 * service's order within a page), so each is turned round and the file runs newest first throughout.
 */
export async function* newestFirst<P extends MessagePosition, Row>(
  p: P,
  fetch: Fetch<P, Row>,
): AsyncGenerator<ExportPage<Row>> {
  for await (const page of byCursor<Row, Cursor>((cursor) => fetch({ ...p, ...cursor }))) {
    yield p.affix === "prepend" ? { rows: [...page.rows].reverse() } : page;
  }
}

/**
 * Oldest first, as a conversation and a thread read: the rows a backward walk from the list's position
 * would give (everything before it) are read forward from the first message instead, up to that position.
 */
export async function* oldestFirst<P extends MessagePosition, Row extends { id: string; sentAt: number }>(
  p: P,
  fetch: Fetch<P, Row>,
): AsyncGenerator<ExportPage<Row>> {
  if (p.affix === "append") {
    yield* byCursor<Row, Cursor>((cursor) => fetch({ ...p, ...cursor }));
    return;
  }
  const { id, sentAt, ...rest } = p;
  const before =
    id !== undefined
      ? (r: Row) => BigInt(r.id) < BigInt(id)
      : sentAt !== undefined
        ? (r: Row) => r.sentAt < sentAt
        : undefined;
  const start = { ...rest, affix: "append" } as P;
  for await (const page of byCursor<Row, Cursor>((cursor) => fetch({ ...start, ...cursor }))) {
    const rows = before ? page.rows.filter(before) : page.rows;
    if (rows.length > 0) yield { rows };
    // Past the list's position: what follows was not in the list.
    if (rows.length < page.rows.length) return;
  }
}
