"use client";

import { useSearchParams } from "next/navigation";
import { useState } from "react";

// Closing drops `?create=1`, so Back or a reload does not open the dialog again.
export function useOpenFromUrl(param = "create") {
  const params = useSearchParams();
  const [open, setOpen] = useState(params.get(param) === "1");
  const set = (next: boolean) => {
    setOpen(next);
    if (!next && new URLSearchParams(window.location.search).has(param)) {
      const url = new URL(window.location.href);
      url.searchParams.delete(param);
      window.history.replaceState(window.history.state, "", url);
    }
  };
  return [open, set] as const;
}
