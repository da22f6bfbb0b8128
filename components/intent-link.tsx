"use client";

import Link from "next/link";
import { type ComponentProps, useState } from "react";

/**
 * A link that prefetches its page once the admin shows intent (pointer over it, focus, a touch) instead of
 * when it scrolls into view: the navigation alone would otherwise fetch some twenty pages on every page
 * load. Next's own hover-prefetch pattern (`prefetch={null}` restores the default after intent).
 */
export function IntentLink({ onMouseEnter, onFocus, onTouchStart, ...props }: ComponentProps<typeof Link>) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onMouseEnter={(e) => {
        setIntent(true);
        onMouseEnter?.(e);
      }}
      onFocus={(e) => {
        setIntent(true);
        onFocus?.(e);
      }}
      onTouchStart={(e) => {
        setIntent(true);
        onTouchStart?.(e);
      }}
    />
  );
}
