"use client";

import { type ComponentType, useCallback, useRef, useState } from "react";

/**
 * A component whose code loads on first use: the shell server-renders a look-alike trigger and swaps in
 * the real (Radix) widget, opened, when it is first clicked. `preload` starts the download on hover or
 * focus so the click rarely waits.
 */
export function useOnDemand<P>(load: () => Promise<ComponentType<P>>) {
  const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null);
  const pending = useRef<Promise<ComponentType<P>> | null>(null);
  const preload = useCallback(() => {
    pending.current ??= load();
    return pending.current;
  }, [load]);
  const open = useCallback(() => {
    preload().then((c) => setLoaded(() => c));
  }, [preload]);
  return { Loaded, preload, open };
}
