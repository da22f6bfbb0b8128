import { type CsvValue, csvStream } from "../csv";
import { issuesSentence, type RouteContext, RouteError } from "../route";
import { findExport, type RegisteredExport } from "./registry";

function parseParams(list: RegisteredExport, raw: string | null): unknown {
  let json: unknown = {};
  if (raw !== null && raw.trim() !== "") {
    try {
      json = JSON.parse(raw);
    } catch {
      throw new RouteError(
        400,
        "INVALID",
        'params: must be the list\'s query as JSON, e.g. {"status":"ended"}.',
      );
    }
  }
  const parsed = list.schema.safeParse(json);
  if (!parsed.success) throw new RouteError(400, "INVALID", `params: ${issuesSentence(parsed.error.issues)}`);
  return parsed.data;
}

function parseColumns(list: RegisteredExport, raw: string | null): string[] {
  if (raw === null || raw.trim() === "") return [...list.labels.keys()];
  const ids = raw.split(",").map((s) => s.trim());
  const unknown = ids.filter((id) => !list.labels.has(id));
  if (unknown.length > 0) {
    const known = [...list.labels.keys()].join(", ");
    throw new RouteError(
      400,
      "INVALID",
      `columns: unknown ${unknown.map((u) => `"${u}"`).join(", ")}; this list has ${known}.`,
    );
  }
  return ids;
}

async function* restOf(
  first: { rows: CsvValue[][] } | undefined,
  pages: AsyncIterator<{ rows: CsvValue[][] }>,
): AsyncGenerator<CsvValue[]> {
  try {
    if (!first) return;
    yield* first.rows;
    for (let next = await pages.next(); !next.done; next = await pages.next()) yield* next.value.rows;
  } catch (e) {
    // Headers are gone by now: the browser sees a cut-off download, the log says why.
    console.error("[export] a later page failed:", e);
    throw e;
  }
}

/** The first page is read before answering, so a refusal keeps its status and `X-Total-Count` is known. */
export async function exportResponse(ctx: RouteContext<{ list: string }>): Promise<Response> {
  const list = findExport(ctx.params.list);
  if (!list)
    throw new RouteError(404, "UNKNOWN_LIST", `There is no list named "${ctx.params.list}" to export.`);
  const url = new URL(ctx.req.url);
  ctx.audit.target = ctx.params.list;
  const params = parseParams(list, url.searchParams.get("params"));
  const columns = parseColumns(list, url.searchParams.get("columns"));
  const source = ctx.connection ? { conn: ctx.connection.conn, appId: ctx.connection.appId } : undefined;
  const pages = list.cells(source, params, columns)[Symbol.asyncIterator]();
  const first = await pages.next();
  // The service's count includes rows it answered outside a filter of ours: it is no count of the file's rows.
  const total = first.done ? 0 : first.value.outside?.length ? undefined : first.value.total;
  ctx.audit.input = { list: ctx.params.list, params, columns, total };
  const day = new Date().toISOString().slice(0, 10);
  const headers = new Headers({
    "content-type": "text/csv; charset=utf-8",
    "content-disposition": `attachment; filename="${list.file}-${day}.csv"`,
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
  });
  if (total !== undefined) headers.set("x-total-count", String(total));
  const header = columns.map((id) => list.labels.get(id) ?? id);
  return new Response(csvStream(header, restOf(first.done ? undefined : first.value, pages)), { headers });
}
