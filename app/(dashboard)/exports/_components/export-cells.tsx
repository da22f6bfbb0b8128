import { Badge } from "@/components/ui/badge";
import { formatCount, formatDay } from "@/lib/format";
import { type DataExportView, KIND_LABEL } from "@/lib/schemas/data-exports";

const VARIANT = { queued: "muted", running: "default", done: "success", failed: "danger" } as const;

export const kindsLabel = (kinds: readonly string[]) => kinds.map((k) => KIND_LABEL[k] ?? k).join(", ");

/** The days a range covers (its end is exclusive), or the whole app. */
export const rangeLabel = (e: Pick<DataExportView, "rangeFrom" | "rangeTo">) =>
  e.rangeFrom === null || e.rangeTo === null
    ? "Whole app"
    : `${formatDay(e.rangeFrom)} – ${formatDay(e.rangeTo - 86_400)}`;

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  const units = ["KiB", "MiB", "GiB", "TiB"];
  let v = n / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${v.toFixed(v < 10 ? 1 : 0)} ${units[i]}`;
}

/** The status, and while it is being made how far it got: rows written and the kind being read. */
export function ExportStatus({ e }: { e: DataExportView }) {
  return (
    <div className="flex flex-col gap-1">
      <Badge variant={VARIANT[e.status]}>{e.status}</Badge>
      {e.status === "running" || e.status === "queued" ? (
        <span className="text-xs text-muted-foreground" role="status">
          {formatCount(e.rowsDone)} rows
          {e.currentKind ? `, now ${KIND_LABEL[e.currentKind] ?? e.currentKind}` : ""}
        </span>
      ) : null}
      {e.status === "done" ? (
        <span className="text-xs text-muted-foreground">{formatCount(e.rowsDone)} rows</span>
      ) : null}
      {e.status === "failed" && e.error ? (
        <span className="max-w-64 text-xs text-destructive">{e.error}</span>
      ) : null}
    </div>
  );
}
