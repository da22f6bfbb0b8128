"use client";

import type { ChatSyncProgress } from "@/lib/chat-store/sync";
import { formatSecondsUtc } from "@/lib/format";
import { chatSyncProgressAction } from "../_lib/actions";
import { SyncStatus } from "./sync-status";
import { useSyncProgress } from "./use-sync-progress";

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

const POLLING = {
  poll: () => chatSyncProgressAction({}),
  watch: (p: ChatSyncProgress) => p.phase !== "idle",
  changed: (initial: ChatSyncProgress, next: ChatSyncProgress) =>
    next.storedMessages !== initial.storedMessages || next.phase !== initial.phase,
};

/** While the first sync runs it polls the progress and redraws the figures as messages arrive. */
export function ChatSyncPanel({ initial }: { initial: ChatSyncProgress }) {
  const [progress] = useSyncProgress(initial, POLLING);
  const elsewhere =
    progress.running && progress.runningElsewhere ? "Syncing on another dashboard instance… " : "";
  return <SyncStatus progress={progress} text={`${elsewhere}${describeChatSync(progress)}`} />;
}
