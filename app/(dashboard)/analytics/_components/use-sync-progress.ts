"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";

interface Progress {
  running: boolean;
  error: string | null;
}

const MAX_REFRESHES = 3;

/**
 * The sync's progress as the page drew it, then as polled while `watch` holds; once the store has `changed` from
 * what the page drew, the page is drawn again. `poll`, `watch` and `changed` should be stable (module-level).
 */
export function useSyncProgress<P extends Progress>(
  initial: P,
  {
    poll,
    watch,
    changed,
  }: {
    poll: () => Promise<{ data?: P } | undefined>;
    watch: (progress: P, initial: P) => boolean;
    changed: (initial: P, next: P) => boolean;
  },
) {
  const router = useRouter();
  const [progress, setProgress] = useState(initial);
  const refreshes = useRef(0);

  useEffect(() => {
    refreshes.current = 0;
    setProgress(initial);
  }, [initial]);

  useEffect(() => {
    if (!watch(progress, initial)) return;
    // A failed first sync is retried seconds apart: no need to ask as often meanwhile.
    const wait = progress.error && !progress.running ? 10_000 : 1500;
    const timer = setTimeout(async () => {
      const next = (await poll().catch(() => undefined))?.data;
      // A failed poll is tried again at the next tick.
      if (!next) return setProgress((p) => ({ ...p }));
      setProgress(next);
      if (!changed(initial, next)) return;
      // The router was seen to fetch a refresh and not apply it: after a few, the page reloads itself.
      if (++refreshes.current > MAX_REFRESHES) window.location.reload();
      else router.refresh();
    }, wait);
    return () => clearTimeout(timer);
  }, [initial, progress, router, poll, watch, changed]);

  return [progress, setProgress] as const;
}
