import type { Connection } from "../server/api/request";
import { appOf, type ExportPage, type ExportSource } from "./types";

export const MAX_PAGE_SIZE = 1000;

/** Stops at the first page's total or a short page, so rows added meanwhile cannot make it run forever. */
export async function* byPageNumber<Row>(
  fetchPage: (page: number) => Promise<{ rows: readonly Row[]; total: number; perPage: number }>,
): AsyncGenerator<ExportPage<Row>> {
  let seen = 0;
  let total: number | undefined;
  for (let page = 1; ; page++) {
    const got = await fetchPage(page);
    total ??= got.total;
    seen += got.rows.length;
    yield { rows: got.rows, total };
    if (got.rows.length === 0 || got.rows.length < got.perPage || seen >= total) return;
  }
}

export async function* byCursor<Row, C>(
  fetchPage: (cursor: C | undefined) => Promise<{ rows: readonly Row[]; next?: C }>,
): AsyncGenerator<ExportPage<Row>> {
  let cursor: C | undefined;
  for (;;) {
    const got = await fetchPage(cursor);
    yield { rows: got.rows };
    if (got.next === undefined || got.rows.length === 0) return;
    cursor = got.next;
  }
}

type Paginated<Row> = { data: readonly Row[]; meta: { pagination: { total: number; per_page: number } } };

export const fromPagination = <Row>(res: Paginated<Row>) => ({
  rows: res.data,
  total: res.meta.pagination.total,
  perPage: res.meta.pagination.per_page,
});

/** Every page of a service list of the connected app, asked for `perPage` rows at a time (the most by default). */
export const servicePages = <Row>(
  source: ExportSource | undefined,
  fetchPage: (conn: Connection, paging: { page: number; perPage: number }) => Promise<Paginated<Row>>,
  perPage = MAX_PAGE_SIZE,
) => byPageNumber(async (page) => fromPagination(await fetchPage(appOf(source).conn, { page, perPage })));

/** A list read whole, in one call: one page that is all of it. */
export async function* wholeList<Row>(read: () => Promise<readonly Row[]>): AsyncGenerator<ExportPage<Row>> {
  const rows = await read();
  yield { rows, total: rows.length };
}
