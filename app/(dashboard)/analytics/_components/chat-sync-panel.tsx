"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import type { ChatSyncProgress } from "@/lib/chat-store/sync";
import { formatSecondsUtc } from "@/lib/format";
import { chatSyncProgressAction } from "../_lib/actions";

const stored = (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "message" : "messages"} stored`;

export function describeChatSync(p: ChatSyncProgress): string {
  if (p.phase === "never")
    return p.error && !p.running ? "No message synced yet." : "Starting the first sync of messages.";
  if (p.phase === "backfill") {
    const reached = p.reachedAt ? `, back to ${formatSecondsUtc(p.reachedAt)}` : "";
    return `First sync of messages, newest first: ${p.pages} pages read, ${stored(p.storedMessages)}${reached}.`;
  }
  return `${stored(p.storedMessages)}; last synced ${p.finishedAt ? formatSecondsUtc(p.finishedAt) : "never"}.`;
}

const firstSync = (p: ChatSyncProgress) => p.phase !== "idle";

const MAX_REFRESHES = 3;

/** While the first sync runs it polls the progress and redraws the figures as messages arrive. */
export function ChatSyncPanel({ initial }: { initial: ChatSyncProgress }) {
  const router = useRouter();
  const [progress, setProgress] = useState(initial);
  const refreshes = useRef(0);

  useEffect(() => {
    refreshes.current = 0;
    setProgress(initial);
  }, [initial]);

  useEffect(() => {
    if (!firstSync(progress)) return;
    const wait = progress.error && !progress.running ? 10_000 : 1500;
    const timer = setTimeout(async () => {
      const next = (await chatSyncProgressAction({}).catch(() => undefined))?.data;
      if (!next) return setProgress((p) => ({ ...p }));
      setProgress(next);
      if (next.storedMessages === initial.storedMessages && next.phase === initial.phase) return;
      // The router was seen to fetch a refresh and not apply it: after a few, the page reloads itself.
      if (++refreshes.current > MAX_REFRESHES) window.location.reload();
      else router.refresh();
    }, wait);
    return () => clearTimeout(timer);
  }, [initial, progress, router]);

  return (
    <div
      className="flex flex-wrap items-center gap-3 rounded-lg border border-border px-3 py-2 text-sm"
      role="status"
    >
      <span>
        {progress.running && progress.runningElsewhere ? "Syncing on another dashboard instance… " : ""}
        {describeChatSync(progress)}
      </span>
      {progress.error && !progress.running ? (
        <span className="text-destructive">Last sync failed: {progress.error}</span>
      ) : null}
    </div>
  );
}
