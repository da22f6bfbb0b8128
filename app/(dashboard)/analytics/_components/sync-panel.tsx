"use client";

import { RefreshCw } from "lucide-react";
import { useTransition } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import type { SyncProgress } from "@/lib/call-store/sync";
import { formatSecondsUtc } from "@/lib/format";
import { syncNowAction, syncProgressAction } from "../_lib/actions";
import { SyncStatus } from "./sync-status";
import { useSyncProgress } from "./use-sync-progress";

const when = (s: number | null) => (s ? formatSecondsUtc(s) : "never");

function sofar(p: SyncProgress): string {
  const pages = `${Math.max(0, p.nextPage - 1)}${p.totalPages ? ` of ${p.totalPages}` : ""} pages read`;
  return `${pages}, ${p.storedCalls}${p.totalCalls ? ` of ${p.totalCalls}` : ""} calls stored`;
}

function describe(p: SyncProgress): string {
  // A first sync starts on its own; only a failed one waits for a retry.
  if (p.phase === "never") return p.error && !p.running ? "Nothing synced yet." : "Starting the first sync.";
  if (p.phase === "backfill") return `First sync: ${sofar(p)}.`;
  return `${p.storedCalls} calls stored; last synced ${when(p.finishedAt)}.`;
}

const watching = (p: SyncProgress) => p.running || p.phase !== "idle";

const behind = (rendered: SyncProgress, seen: SyncProgress) =>
  rendered.storedCalls !== seen.storedCalls || rendered.finishedAt !== seen.finishedAt;

const POLLING = {
  poll: () => syncProgressAction({}),
  watch: (p: SyncProgress, initial: SyncProgress) => watching(p) || behind(initial, p),
  changed: behind,
};

export function SyncPanel({ initial, canSync }: { initial: SyncProgress; canSync: boolean }) {
  const [progress, setProgress] = useSyncProgress(initial, POLLING);
  const [starting, startTransition] = useTransition();

  const start = () =>
    startTransition(async () => {
      const res = await syncNowAction({});
      if (res?.serverError) toast.error(res.serverError);
      else if (res?.data) setProgress({ ...res.data, running: true });
    });

  return (
    <SyncStatus
      progress={progress}
      text={
        progress.running
          ? `${progress.runningElsewhere ? "Syncing on another dashboard instance…" : "Syncing…"} ${describe(progress)}`
          : describe(progress)
      }
    >
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
    </SyncStatus>
  );
}
