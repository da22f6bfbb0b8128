"use client";

import { useId } from "react";
import { IMPORT_KIND_SPECS, type ImportKind } from "@/lib/import/kinds";
import type { ColumnMapping as Mapping } from "@/lib/import/mapping";
import type { FileRecords } from "@/lib/import/read-file";
import type { CheckedFile } from "@/lib/import/validate";
import { ColumnMapping } from "./column-mapping";
import { RowIssues } from "./row-issues";

export type Slot = { name: string; text: string; file: FileRecords } | { name: string; error: string };

/** Refused rows listed under a file (the dry run and the job's record count them all). */
const SHOWN = 200;
const n = (x: number) => x.toLocaleString("en-US");

/** One kind's file: the picker, the CSV's column mapping, and every row the checks refused. */
export function FileSlot({
  kind,
  slot,
  mapping,
  checked,
  onFile,
  onMapping,
  onClear,
}: {
  kind: ImportKind;
  slot: Slot | undefined;
  mapping: Mapping;
  checked: CheckedFile | undefined;
  onFile: (file: File) => void;
  onMapping: (mapping: Mapping) => void;
  onClear: () => void;
}) {
  const id = useId();
  const label = IMPORT_KIND_SPECS[kind].label;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-lg border border-border p-4"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={`${id}-title`} className="text-lg font-medium">
          {label}
        </h2>
        <label htmlFor={`${id}-file`} className="sr-only">
          {label} file
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,.json,text/csv,application/json"
          className="text-sm"
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) onFile(f);
            e.target.value = "";
          }}
        />
        {slot ? (
          <button type="button" className="text-sm underline-offset-4 hover:underline" onClick={onClear}>
            Remove {slot.name}
          </button>
        ) : null}
      </div>
      {slot && "error" in slot ? (
        <p role="alert" className="text-sm text-destructive">
          {slot.error} Nothing of it will be sent.
        </p>
      ) : null}
      {slot && "file" in slot && slot.file.format === "csv" ? (
        <ColumnMapping
          kind={kind}
          fileName={slot.name}
          headers={slot.file.headers}
          mapping={mapping}
          onChange={onMapping}
        />
      ) : null}
      {slot && "file" in slot && checked ? (
        <>
          <p className="text-sm" data-testid={`summary-${kind}`}>
            {slot.name}: {n(checked.total)} rows, {n(checked.ready.length)} ready,{" "}
            {n(checked.total - checked.ready.length)} refused.
          </p>
          <RowIssues
            caption={`Refused rows of ${slot.name}`}
            issues={checked.issues.slice(0, SHOWN)}
            more={Math.max(0, checked.issues.length - SHOWN)}
          />
        </>
      ) : null}
    </section>
  );
}
