import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { formatCount, formatDay } from "@/lib/format";
import { type DataExportView, KIND_LABEL } from "@/lib/schemas/data-exports";

const VARIANT = { queued: "muted", running: "default", done: "success", failed: "danger" } as const;

/** What an export holds: its kinds, or for an archive of one user, everything about them. */
export const kindsLabel = (e: Pick<DataExportView, "kinds" | "subject">) =>
  e.subject === null
    ? e.kinds.map((k) => KIND_LABEL[k] ?? k).join(", ")
    : `Everything about user ${e.subject}`;

/** The days a range covers (its end is exclusive), the whole app, or a user's whole history. */
export const rangeLabel = (e: Pick<DataExportView, "rangeFrom" | "rangeTo" | "subject">) =>
  e.rangeFrom === null || e.rangeTo === null
    ? e.subject === null
      ? "Whole app"
      : "Whole history"
    : `${formatDay(e.rangeFrom)} – ${formatDay(e.rangeTo - 86_400)}`;

/** An archive's kinds named, with a link to the user it is about; an app export's kinds. */
export function ExportContents({ e }: { e: DataExportView }) {
  if (e.subject === null) return <>{kindsLabel(e)}</>;
  return (
    <div className="flex flex-col gap-1">
      <span>
        Everything about user{" "}
        <Link className="underline underline-offset-2" href={`/users/${encodeURIComponent(e.subject)}`}>
          {e.subject}
        </Link>
      </span>
      <span className="text-xs text-muted-foreground">
        {e.kinds.map((k) => KIND_LABEL[k] ?? k).join(", ")}, with a README, as one zip
      </span>
    </div>
  );
}

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
          {e.currentKind
            ? `, now ${KIND_LABEL[e.currentKind] ?? e.currentKind}`
            : e.status === "running" && e.format === "zip"
              ? ", now packing the zip"
              : ""}
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
