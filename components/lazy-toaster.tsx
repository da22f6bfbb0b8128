"use client";

import { type ComponentType, useEffect, useState } from "react";

type ToasterProps = { richColors?: boolean; closeButton?: boolean; position?: "bottom-right" };

// Mounted when idle to keep sonner out of first loads; toasts only follow user actions, which come later.
export function LazyToaster(props: ToasterProps) {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    let live = true;
    const load = () =>
      import("sonner").then((m) => {
        if (live) setToaster(() => m.Toaster);
      });
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(load, { timeout: 2_000 })
      : window.setTimeout(load, 200);
    return () => {
      live = false;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return Toaster ? <Toaster {...props} /> : null;
}
