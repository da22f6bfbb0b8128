import { parseCsv } from "./csv";
import { IMPORT_KIND_SPECS, type ImportKind } from "./kinds";

/** The largest file an import takes: 1 MB, so the four files of one import fit one request to the server. */
export const MAX_IMPORT_FILE_BYTES = 1_000_000;

export type ImportFormat = "csv" | "json";

/** A file's records before mapping: CSV cells by column, or JSON rows; `row` is the row number to show. */
export type FileRecords =
  | { format: "csv"; headers: string[]; records: { row: number; cells: string[] }[] }
  | { format: "json"; records: { row: number; value: unknown }[] };

export type ReadResult = { ok: true; file: FileRecords } | { ok: false; error: string };

const SIGNATURES: [number[], string][] = [
  [[0x50, 0x4b, 0x03, 0x04], "a ZIP archive (an .xlsx workbook is one)"],
  [[0x50, 0x4b, 0x05, 0x06], "an empty ZIP archive"],
  [[0x1f, 0x8b], "a gzip archive"],
  [[0x25, 0x50, 0x44, 0x46], "a PDF document"],
  [[0xd0, 0xcf, 0x11, 0xe0], "an old Excel or Word document"],
  [[0xff, 0xfe], "UTF-16 text"],
  [[0xfe, 0xff], "UTF-16 text"],
];

const size = (n: number) =>
  n >= 1_000_000 ? `${(n / 1_000_000).toFixed(1)} MB` : `${Math.ceil(n / 1000)} kB`;

/** Why a file of `bytes` is refused for its size, or undefined: checked before a large file is read at all. */
export function oversize(name: string, bytes: number): string | undefined {
  if (bytes <= MAX_IMPORT_FILE_BYTES) return undefined;
  return `${name}: the file is ${size(bytes)}; an import file may be at most ${size(MAX_IMPORT_FILE_BYTES)}. Split it into several files.`;
}

/** The format a file's name says it holds. */
export function formatOf(name: string): ImportFormat | undefined {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return ext === "csv" || ext === "txt" ? "csv" : ext === "json" ? "json" : undefined;
}

/**
 * Reads an uploaded file as the kind's records, refusing (with a sentence that says why and what to do) a file
 * over the size limit, one that is not what its name says (an archive, a binary, text that is not UTF-8), broken
 * JSON and a CSV with unbalanced quotes. Nothing is read from a refused file.
 */
export function readImportFile(kind: ImportKind, name: string, bytes: Uint8Array): ReadResult {
  const fail = (error: string): ReadResult => ({ ok: false, error: `${name}: ${error}` });
  const format = formatOf(name);
  if (!format) return fail("only .csv and .json files are taken.");
  const large = oversize(name, bytes.length);
  if (large) return { ok: false, error: large };
  if (bytes.length === 0) return fail("the file is empty.");
  for (const [sig, what] of SIGNATURES) {
    if (sig.every((b, i) => bytes[i] === b)) {
      return fail(
        `this is ${what}, not ${format === "csv" ? "a CSV" : "JSON"} file. Save it as ${format === "csv" ? "CSV (UTF-8)" : "JSON"} and upload that.`,
      );
    }
  }
  const nul = bytes.indexOf(0);
  if (nul >= 0) return fail(`byte ${nul + 1} is a NUL: this is a binary file, not text.`);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return fail(
      `the file is not UTF-8 text (byte ${firstBadUtf8(bytes) + 1} is not valid UTF-8). Save it as UTF-8 and upload it again.`,
    );
  }
  return format === "csv" ? readCsv(text, fail) : readJson(kind, text, fail);
}

function readCsv(text: string, fail: (e: string) => ReadResult): ReadResult {
  const parsed = parseCsv(text);
  if (!parsed.ok) return fail(parsed.error);
  const [header, ...rest] = parsed.records;
  if (!header || header.cells.every((c) => c.trim() === ""))
    return fail("the first line must name the columns.");
  const records = rest.filter((r) => r.cells.some((c) => c.trim() !== ""));
  if (records.length === 0) return fail("the file has a header but no rows.");
  return {
    ok: true,
    file: {
      format: "csv",
      headers: header.cells.map((c) => c.trim()),
      records: records.map((r) => ({ row: r.line, cells: r.cells })),
    },
  };
}

function readJson(kind: ImportKind, text: string, fail: (e: string) => ReadResult): ReadResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return fail(`the file is not valid JSON (${why}).`);
  }
  // The published shape is {"users": {"<uid>": {...}, ...}}; a bare object of rows or an array of rows is taken too.
  const inner =
    value && typeof value === "object" && !Array.isArray(value) && kind in value
      ? (value as Record<string, unknown>)[kind]
      : value;
  const rows = Array.isArray(inner)
    ? inner
    : inner && typeof inner === "object"
      ? Object.entries(inner as Record<string, unknown>).map(([key, row]) => withKey(kind, key, row))
      : undefined;
  if (!rows) {
    return fail(
      `expected the published import shape, {"${kind}": {"<${IMPORT_KIND_SPECS[kind].idField}>": {...}}}.`,
    );
  }
  if (rows.length === 0) return fail("the file holds no rows.");
  return { ok: true, file: { format: "json", records: rows.map((value, i) => ({ row: i + 1, value })) } };
}

/** A row of the published shape under its key: a row without its id takes the key's. */
function withKey(kind: ImportKind, key: string, row: unknown) {
  const idField = IMPORT_KIND_SPECS[kind].idField;
  if (row && typeof row === "object" && !Array.isArray(row) && !(idField in row))
    return { [idField]: key, ...row };
  return row;
}

function firstBadUtf8(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i] ?? 0;
    const need =
      b < 0x80 ? 0 : b >= 0xc2 && b < 0xe0 ? 1 : b >= 0xe0 && b < 0xf0 ? 2 : b >= 0xf0 && b < 0xf5 ? 3 : -1;
    if (need < 0) return i;
    for (let k = 1; k <= need; k++) if (((bytes[i + k] ?? 0) & 0xc0) !== 0x80) return i;
    i += need;
  }
  return 0;
}
