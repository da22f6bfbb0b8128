import { createReadStream, statSync } from "node:fs";
import { Readable } from "node:stream";
import { atLeast } from "../auth/roles";
import { getDb } from "../db";
import { type RouteContext, RouteError } from "../route";
import { ARCHIVE_FORMAT, type StoredFormat } from "../schemas/data-exports";
import { archiveFile, exportFile, filesOf } from "./files";
import { exportsDir } from "./service";
import type { ExportRow } from "./store";
import { exportOfLink } from "./store";

const TYPE: Record<StoredFormat, string> = {
  csv: "text/csv; charset=utf-8",
  jsonl: "application/x-ndjson; charset=utf-8",
  zip: "application/zip",
};

const day = (s: number | null) => (s === null ? "" : new Date(Number(s) * 1000).toISOString().slice(0, 10));

export const GONE =
  "This download link is unknown or has expired. Open Exports and choose Download again; an export itself is kept until its expiry.";

/**
 * The file a download serves and the name it is saved as: an archive's one zip, or the kind `?kind=` names of
 * an app export (its first by default). The download's audit entry names which.
 */
function pickFile(ctx: RouteContext<{ token: string }>, row: ExportRow): { where: string; name: string } {
  const format = row.format as StoredFormat;
  if (format === ARCHIVE_FORMAT) {
    ctx.audit.input = { id: row.id, kind: "archive", format };
    const made = day(row.finished_at);
    return { where: archiveFile(exportsDir(), row.id), name: `user-${row.subject ?? ""}-${made}.zip` };
  }
  const files = filesOf(row);
  const kind = new URL(ctx.req.url).searchParams.get("kind") ?? files[0]?.kind;
  const file = files.find((f) => f.kind === kind);
  ctx.audit.input = { id: row.id, kind, format };
  if (!file) throw new RouteError(404, "EXPORT_FILE_NOT_FOUND", `This export has no ${kind ?? ""} file.`);
  const range = row.range_from === null ? "all" : `${day(row.range_from)}_${day(Number(row.range_to) - 1)}`;
  return {
    where: exportFile(exportsDir(), row.id, file.kind, format),
    name: `${file.kind}-${range}.${format}`,
  };
}

/**
 * One file of an export, streamed from disk. The link's token is the only way in: it names the export and the
 * admin it was handed to, and lasts minutes. `?kind=` picks the file of an export of several kinds.
 */
export async function downloadResponse(ctx: RouteContext<{ token: string }>): Promise<Response> {
  const db = await getDb();
  const found = await exportOfLink(db, ctx.params.token, Math.floor(Date.now() / 1000));
  if (!found) throw new RouteError(404, "EXPORT_NOT_FOUND", GONE);
  const { row, adminId } = found;
  ctx.audit.target = row.id;
  if (adminId !== ctx.admin.id) {
    throw new RouteError(403, "FORBIDDEN", "This download link was handed to another admin.");
  }
  if (!atLeast(ctx.admin.role, row.min_role)) {
    throw new RouteError(403, "FORBIDDEN", `Downloading this export needs the ${row.min_role} role.`);
  }
  const { where, name } = pickFile(ctx, row);
  let size: number;
  try {
    size = statSync(where).size;
  } catch {
    throw new RouteError(404, "EXPORT_FILE_NOT_FOUND", "This export's file is gone from the server.");
  }
  return new Response(Readable.toWeb(createReadStream(where)) as ReadableStream<Uint8Array>, {
    headers: {
      "content-type": TYPE[row.format as StoredFormat],
      "content-length": String(size),
      "content-disposition": `attachment; filename="${name}"`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
      "referrer-policy": "no-referrer",
    },
  });
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A refused download opened by a browser reads as a page with the reason and the way back. */
export async function refusalPage(req: Request, res: Response): Promise<Response> {
  if (res.ok || !(req.headers.get("accept") ?? "").includes("text/html")) return res;
  const body = (await res.json().catch(() => ({}))) as { error?: { message?: string } };
  const message = body.error?.message ?? "This download is not available.";
  const title =
    res.status === 404 ? "Download not found" : res.status === 403 ? "Not allowed" : "Download refused";
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5">
<h1>${title}</h1><p>${escapeHtml(message)}</p><p><a href="/exports">Back to Exports</a></p></body></html>`;
  return new Response(html, {
    status: res.status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
