"use client";

import { type ComponentType, useEffect, useState } from "react";

type ToasterProps = { richColors?: boolean; closeButton?: boolean; position?: "bottom-right" };

/**
 * Mounts sonner's Toaster once the page is idle, so its code is not part of any page's first load.
 * Toasts only follow user actions, which come after that.
 */
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
