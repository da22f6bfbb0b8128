import { IMPORT_KIND_SPECS, IMPORT_KINDS, type ImportKind, rowId } from "./kinds";
import { type CellProblem, type ColumnMapping, rowFromCells, unmappedRequired } from "./mapping";
import type { FileRecords } from "./read-file";

/** A refused row: its row number in the file, its id when it has one, the field and why. */
export interface RowIssue {
  row: number;
  id?: string;
  field: string;
  message: string;
}

/** A row ready to send: the row schema's output, under its id. */
export interface ReadyRow {
  row: number;
  id: string;
  data: Record<string, unknown>;
}

/** A refused row's fields as the file gave them (a CSV's cells as mapped, a refused cell's text as it was). */
export interface RefusedRow {
  row: number;
  fields: Record<string, unknown>;
}

export interface CheckedFile {
  kind: ImportKind;
  total: number;
  ready: ReadyRow[];
  issues: RowIssue[];
  refused: RefusedRow[];
}

const asFields = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : { value };

const fieldOf = (path: readonly PropertyKey[]) => (path.length ? path.map(String).join(".") : "row");

/**
 * Every row of a file checked with its kind's row schema (the one the service's import operation takes), after
 * the CSV's cells are mapped; a row repeating an earlier row's id (ids compared as the service keeps them,
 * lower-case) is refused naming that row. Rows with any issue are never sent.
 */
export function checkFile(kind: ImportKind, file: FileRecords, mapping: ColumnMapping = {}): CheckedFile {
  const spec = IMPORT_KIND_SPECS[kind];
  const out: CheckedFile = { kind, total: file.records.length, ready: [], issues: [], refused: [] };
  if (file.format === "csv") {
    const missing = unmappedRequired(kind, mapping);
    if (missing.length > 0) {
      out.issues.push({ row: 1, field: missing.join(", "), message: "no column is chosen for it" });
      return out;
    }
  }
  const seen = new Map<string, number>();
  const records =
    file.format === "csv"
      ? file.records.map((r) => {
          const { row: value, problems, given } = rowFromCells(kind, file.headers, r.cells, mapping);
          return { row: r.row, value: value as unknown, problems, given };
        })
      : file.records.map((r) => ({
          row: r.row,
          value: r.value,
          problems: [] as CellProblem[],
          given: undefined,
        }));
  for (const record of records) {
    const { value, problems } = record;
    const id = rowId(kind, value);
    const issues: RowIssue[] = problems.map((p) => ({ row: record.row, id, ...p }));
    const parsed = spec.schema.safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        // A field the CSV already refused (a formula) is not refused twice.
        const field = fieldOf(issue.path);
        if (!issues.some((i) => i.field === field))
          issues.push({ row: record.row, id, field, message: issue.message });
      }
    }
    if (id !== undefined) {
      const first = seen.get(id.toLowerCase());
      if (first !== undefined) {
        issues.push({
          row: record.row,
          id,
          field: spec.idField,
          message: `repeats the id of row ${first} (ids are compared lower-case): only the first is imported`,
        });
      } else seen.set(id.toLowerCase(), record.row);
    }
    if (issues.length > 0 || !parsed.success || id === undefined) {
      if (issues.length === 0) issues.push({ row: record.row, field: spec.idField, message: "is missing" });
      out.issues.push(...issues);
      out.refused.push({ row: record.row, fields: record.given ?? asFields(value) });
      continue;
    }
    out.ready.push({ row: record.row, id, data: parsed.data as Record<string, unknown> });
  }
  return out;
}

/** A user or group a row names, and the field naming it. */
export interface Reference {
  kind: "users" | "groups";
  id: string;
  field: string;
}

const str = (v: unknown) => (typeof v === "string" ? v : undefined);
const has = (v: unknown) => v !== undefined && v !== null;

/** The users and groups a row needs that it does not bring its own details for (the import makes those). */
export function referencesOf(kind: ImportKind, data: Record<string, unknown>): Reference[] {
  const refs: Reference[] = [];
  const need = (k: Reference["kind"], id: unknown, field: string, details: unknown) => {
    const s = str(id);
    if (s && !has(details)) refs.push({ kind: k, id: s, field });
  };
  if (kind === "groups") need("users", data.owner, "owner", data.groupOwnerDetails);
  if (kind === "members") {
    need("groups", data.guid, "guid", data.groupDetails);
    need("users", data.uid, "uid", data.userDetails);
  }
  if (kind === "messages") {
    need("users", data.sender, "sender", data.senderUserDetails);
    if (data.receiverType === "group") need("groups", data.receiver, "receiver", data.receiverGroupDetails);
    else need("users", data.receiver, "receiver", data.receiverUserDetails);
  }
  return refs;
}

/** The ids each kind of this import brings (lower-case), the users and groups later kinds may name. */
export function importedIds(files: readonly CheckedFile[]) {
  const ids = { users: new Set<string>(), groups: new Set<string>() };
  for (const f of files) {
    if (f.kind === "users" || f.kind === "groups")
      for (const r of f.ready) ids[f.kind].add(r.id.toLowerCase());
  }
  return ids;
}

/**
 * References of members and messages (and group owners) to users and groups that this import does not bring,
 * by kind and id: the ones to look up in the app. `known` answers whether the app has one; a row naming one it
 * has not is refused naming its field, and moves from ready to issues.
 */
export function unresolved(files: readonly CheckedFile[]): Reference[] {
  const brought = importedIds(files);
  const out = new Map<string, Reference>();
  for (const f of files) {
    for (const r of f.ready) {
      for (const ref of referencesOf(f.kind, r.data)) {
        if (!brought[ref.kind].has(ref.id.toLowerCase())) out.set(`${ref.kind}:${ref.id.toLowerCase()}`, ref);
      }
    }
  }
  return [...out.values()];
}

/** Refuses the ready rows naming a user or group that is neither in this import nor in the app (`missing`). */
export function refuseMissing(files: CheckedFile[], missing: ReadonlySet<string>): CheckedFile[] {
  const key = (ref: Reference) => `${ref.kind}:${ref.id.toLowerCase()}`;
  return files.map((f) => {
    const ready: ReadyRow[] = [];
    const issues = [...f.issues];
    const refused = [...f.refused];
    for (const r of f.ready) {
      const gone = referencesOf(f.kind, r.data).filter((ref) => missing.has(key(ref)));
      if (gone.length === 0) ready.push(r);
      else refused.push({ row: r.row, fields: r.data });
      for (const ref of gone) {
        const what = ref.kind === "users" ? "user" : "group";
        issues.push({
          row: r.row,
          id: r.id,
          field: ref.field,
          message: `no ${what} "${ref.id}" in this import or in the app: import the ${ref.kind} first, or give the row its details`,
        });
      }
    }
    return {
      ...f,
      ready,
      issues: issues.sort((a, b) => a.row - b.row),
      refused: refused.sort((a, b) => a.row - b.row),
    };
  });
}

/** The import's files in the order they are sent: users and groups before the members and messages naming them. */
export const inSendingOrder = <T extends { kind: ImportKind }>(files: readonly T[]) =>
  [...files].sort((a, b) => IMPORT_KINDS.indexOf(a.kind) - IMPORT_KINDS.indexOf(b.kind));
