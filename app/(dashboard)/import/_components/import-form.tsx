"use client";

import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { ACTION_BODY_LIMIT, encodedBytes } from "@/lib/action-body";
import { IMPORT_KINDS, type ImportKind } from "@/lib/import/kinds";
import { type ColumnMapping, initialMapping } from "@/lib/import/mapping";
import { MAX_IMPORT_FILE_BYTES, oversize, readImportFile } from "@/lib/import/read-file";
import type { ImportUpload } from "@/lib/import/upload";
import { checkFile, unresolved } from "@/lib/import/validate";
import { planImportAction, startImportAction } from "../_lib/actions";
import { DryRun, type Plan } from "./dry-run";
import { FileSlot, type Slot } from "./file-slot";
import { useRememberedMapping } from "./use-remembered-mapping";

const n = (x: number) => x.toLocaleString("en-US");

/** Reads a picked file in the browser: refused at once when too large, else read and checked like the server. */
async function load(kind: ImportKind, f: File): Promise<Slot> {
  const large = oversize(f.name, f.size);
  if (large) return { name: f.name, error: large };
  const bytes = new Uint8Array(await f.arrayBuffer());
  const r = readImportFile(kind, f.name, bytes);
  if (!r.ok) return { name: f.name, error: r.error };
  return { name: f.name, text: new TextDecoder().decode(bytes), file: r.file };
}

/** Upload, check every row, dry run, then start the import as a bulk job. */
export function ImportForm() {
  const router = useRouter();
  const { recall, remember } = useRememberedMapping();
  const [slots, setSlots] = useState<Partial<Record<ImportKind, Slot>>>({});
  const [mappings, setMappings] = useState<Partial<Record<ImportKind, ColumnMapping>>>({});
  const [plan, setPlan] = useState<Plan>();
  const [busy, setBusy] = useState<"plan" | "start">();
  const [error, setError] = useState<string>();

  const checked = useMemo(
    () =>
      IMPORT_KINDS.flatMap((kind) => {
        const s = slots[kind];
        return s && "file" in s ? [checkFile(kind, s.file, mappings[kind] ?? {})] : [];
      }),
    [slots, mappings],
  );
  const ready = checked.reduce((sum, f) => sum + f.ready.length, 0);
  const named = useMemo(() => unresolved(checked).length, [checked]);

  const changed = () => {
    setPlan(undefined);
    setError(undefined);
  };
  const pick = async (kind: ImportKind, f: File) => {
    changed();
    const slot = await load(kind, f);
    if ("file" in slot && slot.file.format === "csv") {
      const mapping = initialMapping(kind, slot.file.headers, recall(kind));
      setMappings((m) => ({ ...m, [kind]: mapping }));
    }
    setSlots((s) => ({ ...s, [kind]: slot }));
  };
  const map = (kind: ImportKind, mapping: ColumnMapping) => {
    changed();
    remember(kind, mapping);
    setMappings((m) => ({ ...m, [kind]: mapping }));
  };
  const clear = (kind: ImportKind) => {
    changed();
    setSlots(({ [kind]: _gone, ...rest }) => rest);
  };

  const upload = (): ImportUpload | undefined => {
    const files = IMPORT_KINDS.flatMap((kind) => {
      const s = slots[kind];
      return s && "file" in s ? [{ kind, name: s.name, text: s.text, mapping: mappings[kind] ?? {} }] : [];
    });
    if (encodedBytes({ files }) > ACTION_BODY_LIMIT) {
      setError(
        "These files are too large to send together (4 MB at most): import them one or two at a time.",
      );
      return undefined;
    }
    return { files };
  };

  const dryRun = async () => {
    const input = upload();
    if (!input) return;
    setBusy("plan");
    setError(undefined);
    try {
      const res = await planImportAction(input);
      if (res?.data) setPlan(res.data);
      else setError(res?.serverError ?? "The dry run was refused: check the files and try again.");
    } finally {
      setBusy(undefined);
    }
  };

  const start = async () => {
    const input = upload();
    if (!input) return;
    setBusy("start");
    setError(undefined);
    try {
      const id = crypto.randomUUID();
      const res = await startImportAction({ ...input, id });
      if (res?.data) router.push(`/jobs/${res.data.id}`);
      else setError(res?.serverError ?? "The import could not be started: check the files and try again.");
    } finally {
      setBusy(undefined);
    }
  };

  const hasFiles = Object.values(slots).some((s) => s && "file" in s);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        One file per kind, CSV (UTF-8, a header row naming the columns) or JSON in the import API's shape (
        <code className="text-xs">{'{"users": {"<uid>": {...}}}'}</code>), at most{" "}
        {n(MAX_IMPORT_FILE_BYTES / 1_000_000)} MB each. A cell starting with = + - or @ is refused:
        spreadsheets run it as a formula.
      </p>
      {IMPORT_KINDS.map((kind) => (
        <FileSlot
          key={kind}
          kind={kind}
          slot={slots[kind]}
          mapping={mappings[kind] ?? {}}
          checked={checked.find((c) => c.kind === kind)}
          onFile={(f) => void pick(kind, f)}
          onMapping={(m) => map(kind, m)}
          onClear={() => clear(kind)}
        />
      ))}
      {hasFiles ? (
        <section aria-label="Send" className="flex flex-col gap-3 rounded-lg border border-border p-4">
          <p className="text-sm" data-testid="ready-rows">
            {n(ready)} rows ready to send; refused rows are never sent.
            {named > 0
              ? ` The rows name ${n(named)} users or groups this import does not bring: the dry run looks them up in the app.`
              : ""}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              disabled={ready === 0 || busy !== undefined}
              onClick={dryRun}
            >
              {busy === "plan" ? "Checking…" : "Dry run"}
            </Button>
            <Button type="button" disabled={!plan || plan.rows === 0 || busy !== undefined} onClick={start}>
              {busy === "start" ? "Starting…" : plan ? `Import ${n(plan.rows)} rows` : "Import"}
            </Button>
          </div>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          {plan ? <DryRun plan={plan} /> : null}
        </section>
      ) : null}
    </div>
  );
}
