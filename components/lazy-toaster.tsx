"use client";

import { type ComponentType, useEffect, useState } from "react";

type Offset = { top: number };
type ToasterProps = {
  richColors?: boolean;
  closeButton?: boolean;
  position?: "top-center";
  offset?: Offset;
  mobileOffset?: Offset;
};

/**
 * Toasts drop in at the top centre, just under the sticky header (49 px): the buttons a toast follows (a
 * review's outcomes, a dialog's footer, a list's pager) sit low or to the right, and the header stays usable.
 */
export const TOASTER_PLACEMENT = {
  position: "top-center",
  offset: { top: 60 },
  mobileOffset: { top: 56 },
} as const satisfies ToasterProps;

// Mounted when idle to keep sonner out of first loads; toasts only follow user actions, which come later.
export function LazyToaster(props: Omit<ToasterProps, keyof typeof TOASTER_PLACEMENT>) {
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
  return Toaster ? <Toaster {...props} {...TOASTER_PLACEMENT} /> : null;
}
