import { Badge } from "@/components/ui/badge";
import type { BulkJobStatus } from "@/lib/schemas/bulk";

const VARIANT = {
  queued: "muted",
  running: "default",
  paused: "warning",
  cancelled: "danger",
  done: "success",
} as const;

export function JobStatus({ status }: { status: BulkJobStatus }) {
  return <Badge variant={VARIANT[status]}>{status}</Badge>;
}

/** How far a job is: its settled rows against its total, as a bar with the figures. */
export function JobProgress({ settled, total, label }: { settled: number; total: number; label: string }) {
  const pct = total === 0 ? 100 : Math.round((settled / total) * 100);
  return (
    <div className="flex min-w-40 items-center gap-2">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={settled}
        className="h-2 flex-1 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${pct}%` }} />
      </div>
      <span className="text-xs tabular-nums text-muted-foreground">
        {settled.toLocaleString("en-US")} / {total.toLocaleString("en-US")}
      </span>
    </div>
  );
}
