"use client";

import { Download, X } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";

const count = new Intl.NumberFormat("en-US");

/** Counts CSV record ends (LF outside quotes); a quoted field may span chunks. */
function lineCounter() {
  let quoted = false;
  return (text: string) => {
    let lines = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 34) quoted = !quoted;
      else if (c === 10 && !quoted) lines++;
    }
    return lines;
  };
}

function fileName(res: Response, list: string): string {
  const m = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "");
  return m?.[1] ?? `${list}.csv`;
}

async function errorMessage(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as { error?: { message?: string } };
    if (body.error?.message) return body.error.message;
  } catch {
    // Not our JSON error shape (a proxy's page, say): the status says enough.
  }
  return `The export failed (HTTP ${res.status}).`;
}

function save(parts: BlobPart[], name: string) {
  const url = URL.createObjectURL(new Blob(parts, { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  // Revoked only after the click has handed the file to the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export interface ExportCsvButtonProps {
  list: string;
  params: Record<string, unknown>;
  columns: readonly string[];
  total?: number;
}

export function ExportCsvButton({ list, params, columns, total }: ExportCsvButtonProps) {
  const [progress, setProgress] = useState<{ rows: number; total?: number } | null>(null);
  const abort = useRef<AbortController | null>(null);

  async function run() {
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ rows: 0, total });
    const qs = new URLSearchParams({ params: JSON.stringify(params), columns: columns.join(",") });
    try {
      const res = await fetch(`/api/export/${encodeURIComponent(list)}?${qs}`, { signal: controller.signal });
      if (!res.ok || !res.body) {
        toast.error(await errorMessage(res));
        return;
      }
      const header = Number(res.headers.get("x-total-count"));
      const expected = Number.isFinite(header) && res.headers.has("x-total-count") ? header : total;
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      const lines = lineCounter();
      const parts: BlobPart[] = [];
      let seen = 0;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parts.push(value);
        seen += lines(decoder.decode(value, { stream: true }));
        // The header line is not a row.
        setProgress({ rows: Math.max(0, seen - 1), total: expected });
      }
      save(parts, fileName(res, list));
      toast.success(`Exported ${count.format(Math.max(0, seen - 1))} rows.`);
    } catch (e) {
      if (controller.signal.aborted) toast.info("Export cancelled.");
      else toast.error(e instanceof Error ? `The export stopped: ${e.message}` : "The export stopped.");
    } finally {
      abort.current = null;
      setProgress(null);
    }
  }

  if (progress) {
    return (
      <div className="flex items-center gap-2 text-sm">
        <span role="status" className="tabular-nums text-muted-foreground">
          Exporting {count.format(progress.rows)}
          {progress.total !== undefined ? ` of ${count.format(progress.total)}` : ""}…
        </span>
        <Button type="button" variant="outline" size="sm" onClick={() => abort.current?.abort()}>
          <X aria-hidden className="size-4" />
          Cancel
        </Button>
      </div>
    );
  }
  return (
    <Button type="button" variant="outline" size="sm" onClick={run}>
      <Download aria-hidden className="size-4" />
      Export CSV
    </Button>
  );
}
