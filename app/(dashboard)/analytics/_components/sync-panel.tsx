"use client";

import { RefreshCw } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useState, useTransition } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import type { SyncProgress } from "@/lib/call-store/sync";
import { syncNowAction, syncProgressAction } from "../_lib/actions";

const when = (s: number | null) =>
  s ? `${new Date(s * 1000).toISOString().replace("T", " ").slice(0, 16)} UTC` : "never";

function describe(p: SyncProgress): string {
  if (p.phase === "never" && p.running) return "Starting the first sync.";
  if (p.phase === "never") return "Nothing synced yet.";
  if (p.phase === "backfill") {
    const of = p.totalPages ? ` of ${p.totalPages}` : "";
    return `Backfilling: page ${p.nextPage}${of}, ${p.storedCalls} calls stored${p.totalCalls ? ` of ${p.totalCalls}` : ""}.`;
  }
  return `${p.storedCalls} calls stored; last synced ${when(p.finishedAt)}.`;
}

/** Sync progress, polled while a sync runs; admins can start one. */
export function SyncPanel({ initial, canSync }: { initial: SyncProgress; canSync: boolean }) {
  const router = useRouter();
  const [progress, setProgress] = useState(initial);
  const [starting, startTransition] = useTransition();

  useEffect(() => setProgress(initial), [initial]);

  useEffect(() => {
    if (!progress.running) return;
    const timer = setTimeout(async () => {
      const res = await syncProgressAction({});
      if (!res?.data) return;
      setProgress(res.data);
      if (!res.data.running) router.refresh();
    }, 1500);
    return () => clearTimeout(timer);
  }, [progress, router]);

  const start = () =>
    startTransition(async () => {
      const res = await syncNowAction({});
      if (res?.serverError) toast.error(res.serverError);
      else if (res?.data) setProgress({ ...res.data, running: true });
    });

  return (
    <div
      className="flex flex-wrap items-center gap-3 rounded-lg border border-border px-3 py-2 text-sm"
      role="status"
    >
      <span>
        {progress.running
          ? `${progress.runningElsewhere ? "Syncing on another dashboard instance…" : "Syncing…"} ${describe(progress)}`
          : describe(progress)}
      </span>
      {progress.error && !progress.running ? (
        <span className="text-destructive">Last sync failed: {progress.error}</span>
      ) : null}
      {canSync ? (
        <Button
          size="sm"
          variant="outline"
          className="ml-auto"
          onClick={start}
          disabled={starting || progress.running}
        >
          <RefreshCw aria-hidden className={`size-4 ${progress.running ? "animate-spin" : ""}`} />
          Sync now
        </Button>
      ) : null}
    </div>
  );
}
