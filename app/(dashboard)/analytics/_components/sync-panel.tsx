"use client";

import { RefreshCw } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import type { SyncProgress } from "@/lib/call-store/sync";
import { formatSecondsUtc } from "@/lib/format";
import { syncNowAction, syncProgressAction } from "../_lib/actions";

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

const MAX_REFRESHES = 3;

// The router was seen to fetch a refresh and not apply it: after a few, the page reloads itself.
export function SyncPanel({ initial, canSync }: { initial: SyncProgress; canSync: boolean }) {
  const router = useRouter();
  const [progress, setProgress] = useState(initial);
  const [starting, startTransition] = useTransition();

  const refreshes = useRef(0);

  useEffect(() => {
    refreshes.current = 0;
    setProgress(initial);
  }, [initial]);

  useEffect(() => {
    if (!watching(progress) && !behind(initial, progress)) return;
    // A failed first sync is retried seconds apart: no need to ask as often meanwhile.
    const wait = progress.error && !progress.running ? 10_000 : 1500;
    const timer = setTimeout(async () => {
      const res = await syncProgressAction({}).catch(() => undefined);
      const next = res?.data;
      // A failed poll is tried again at the next tick.
      if (!next) return setProgress((p) => ({ ...p }));
      setProgress(next);
      if (!behind(initial, next)) return;
      if (++refreshes.current > MAX_REFRESHES) window.location.reload();
      else router.refresh();
    }, wait);
    return () => clearTimeout(timer);
  }, [initial, progress, router]);

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
