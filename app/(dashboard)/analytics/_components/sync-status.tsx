import type { ReactNode } from "react";

/** A sync's state in a sentence, its last failure while no retry runs, and any control beside them. */
export function SyncStatus({
  text,
  progress,
  children,
}: {
  text: string;
  progress: { running: boolean; error: string | null };
  children?: ReactNode;
}) {
  return (
    <div
      className="flex flex-wrap items-center gap-3 rounded-lg border border-border px-3 py-2 text-sm"
      role="status"
    >
      <span>{text}</span>
      {progress.error && !progress.running ? (
        <span className="text-destructive">Last sync failed: {progress.error}</span>
      ) : null}
      {children}
    </div>
  );
}
