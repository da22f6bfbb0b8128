"use client";

import { type ComponentType, useCallback, useRef, useState } from "react";

// A server-rendered look-alike trigger is swapped for the real widget, opened, on first click.
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
