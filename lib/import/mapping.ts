import { type CsvField, IMPORT_KIND_SPECS, type ImportKind } from "./kinds";

/** Which CSV column fills each field of the row ("" leaves the field out). */
export type ColumnMapping = Record<string, string>;

/** A problem a cell has before the row schema sees it: the field it fills and why. */
export interface CellProblem {
  field: string;
  message: string;
}

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * The mapping a file starts with: each field takes the column remembered for it when the file has that column,
 * else the column whose name is the field's (case, spaces, dots and underscores aside), else none.
 */
export function initialMapping(kind: ImportKind, headers: readonly string[], remembered: ColumnMapping = {}) {
  const mapping: ColumnMapping = {};
  for (const f of IMPORT_KIND_SPECS[kind].fields) {
    const kept = remembered[f.path];
    if (kept !== undefined && (kept === "" || headers.includes(kept))) {
      mapping[f.path] = kept;
      continue;
    }
    const last = f.path.split(".").at(-1) ?? f.path;
    mapping[f.path] =
      headers.find((h) => squash(h) === squash(f.path)) ??
      (f.path.includes(".") ? undefined : headers.find((h) => squash(h) === squash(last))) ??
      "";
  }
  return mapping;
}

/** Fields the kind needs that the mapping leaves without a column. */
export function unmappedRequired(kind: ImportKind, mapping: ColumnMapping): string[] {
  return IMPORT_KIND_SPECS[kind].fields.filter((f) => f.required && !mapping[f.path]).map((f) => f.path);
}

/** A cell a spreadsheet would run as a formula (OWASP's CSV injection characters). */
export const FORMULA_START = /^[=+\-@\t\r]/;

function convert(f: CsvField, text: string): { value?: unknown; problem?: string } {
  if (FORMULA_START.test(text)) {
    return {
      problem: `starts with "${JSON.stringify(text[0]).slice(1, -1)}", which a spreadsheet runs as a formula: not imported. Remove that first character (or the formula) and upload again.`,
    };
  }
  switch (f.type) {
    case "text":
      return { value: text };
    case "time":
      // Digits are kept as text: the row schema checks them as the service does.
      return { value: text.trim() };
    case "list":
      return {
        value: text
          .split(/[;|]/)
          .map((s) => s.trim())
          .filter(Boolean),
      };
    case "boolean": {
      const v = text.trim().toLowerCase();
      if (["true", "yes", "1"].includes(v)) return { value: true };
      if (["false", "no", "0"].includes(v)) return { value: false };
      return { problem: "must be true or false" };
    }
    case "json": {
      try {
        const v: unknown = JSON.parse(text);
        if (v && typeof v === "object" && !Array.isArray(v)) return { value: v };
      } catch {}
      return { problem: 'must be a JSON object, such as {"key": "value"}' };
    }
  }
}

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split(".");
  let at = target;
  for (const k of keys.slice(0, -1)) {
    if (!at[k] || typeof at[k] !== "object") at[k] = {};
    at = at[k] as Record<string, unknown>;
  }
  at[keys.at(-1) ?? path] = value;
}

/**
 * One CSV record as the kind's row: each mapped cell converted by its field's type (empty cells left out). A cell
 * that would run as a formula, or cannot be converted, is a problem naming its field, and the row is not sent.
 * `given` is the row as the file gave it, a refused cell's text as it was, for the refused rows' download.
 */
export function rowFromCells(
  kind: ImportKind,
  headers: readonly string[],
  cells: readonly string[],
  mapping: ColumnMapping,
): { row: Record<string, unknown>; problems: CellProblem[]; given: Record<string, unknown> } {
  const row: Record<string, unknown> = {};
  const given: Record<string, unknown> = {};
  const problems: CellProblem[] = [];
  for (const f of IMPORT_KIND_SPECS[kind].fields) {
    const column = mapping[f.path];
    if (!column) continue;
    const text = cells[headers.indexOf(column)] ?? "";
    if (text.trim() === "") continue;
    const { value, problem } = convert(f, text);
    setPath(given, f.path, problem ? text : value);
    if (problem) problems.push({ field: f.path, message: problem });
    else setPath(row, f.path, value);
  }
  // A member's id is its group's and user's: a CSV need not spell it out.
  if (
    kind === "members" &&
    row.memberId === undefined &&
    typeof row.guid === "string" &&
    typeof row.uid === "string"
  ) {
    row.memberId = `${row.guid}_member_${row.uid}`;
  }
  // A sender's or receiver's name given in the CSV is their details: the import makes them when missing.
  for (const [details, id] of [
    ["senderUserDetails", "sender"],
    ["receiverUserDetails", "receiver"],
  ] as const) {
    const d = row[details] as Record<string, unknown> | undefined;
    if (d && typeof row[id] === "string") d.uid = row[id];
  }
  return { row, problems, given };
}
