"use client";

import { useId } from "react";
import { IMPORT_KIND_SPECS, type ImportKind } from "@/lib/import/kinds";
import type { ColumnMapping as Mapping } from "@/lib/import/mapping";

/** One select per field of the kind: which column of the CSV fills it. */
export function ColumnMapping({
  kind,
  fileName,
  headers,
  mapping,
  onChange,
}: {
  kind: ImportKind;
  fileName: string;
  headers: readonly string[];
  mapping: Mapping;
  onChange: (mapping: Mapping) => void;
}) {
  const id = useId();
  return (
    <fieldset className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
      <legend className="mb-2 text-sm font-medium">Columns of {fileName}</legend>
      {IMPORT_KIND_SPECS[kind].fields.map((f) => (
        <div key={f.path} className="flex flex-col gap-1">
          <label htmlFor={`${id}-${f.path}`} className="text-sm">
            {f.path}
            {f.required ? " (required)" : ""}
          </label>
          <select
            id={`${id}-${f.path}`}
            className="h-9 rounded-md border border-border bg-background px-2 text-sm"
            value={mapping[f.path] ?? ""}
            onChange={(e) => onChange({ ...mapping, [f.path]: e.target.value })}
          >
            <option value="">(none)</option>
            {headers.map((h) => (
              <option key={h} value={h}>
                {h}
              </option>
            ))}
          </select>
        </div>
      ))}
    </fieldset>
  );
}
