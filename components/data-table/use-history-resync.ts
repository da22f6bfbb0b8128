"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef } from "react";

// Longer than a history step takes on a slow server; a step that is only slow is asked for once more, no harm.
const SETTLE_MS = 2_000;

const query = (search: string) => new URLSearchParams(search).toString();

/**
 * Next (16.4) can leave a Back or Forward unfinished. Once the document has been loaded again at a later entry (the
 * admin left the dashboard and came back), a step back to an entry a list pushed for its filters can make the
 * router fetch the URL it is leaving instead and wait on it: the address bar names one view of the list while
 * the page keeps drawing the other, for good. The page's own search parameters then stay those of the entry it
 * left. When they still differ from the address bar's a while after a history step, this asks the router for
 * the address bar's URL, replacing the entry, so history stays as it was.
 */
export function useHistoryResync() {
  const router = useRouter();
  const pathname = usePathname();
  const drawn = useRef("");
  drawn.current = useSearchParams().toString();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onHistoryStep = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (location.pathname !== pathname || query(location.search) === query(drawn.current)) return;
        router.replace(location.pathname + location.search + location.hash, { scroll: false });
      }, SETTLE_MS);
    };
    window.addEventListener("popstate", onHistoryStep);
    return () => {
      window.removeEventListener("popstate", onHistoryStep);
      clearTimeout(timer);
    };
  }, [router, pathname]);
}
