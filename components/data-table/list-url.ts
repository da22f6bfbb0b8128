import { usePathname, useSearchParams } from "next/navigation";
import { useEffect } from "react";

/**
 * Where each list was last left in this tab (its query string), so a detail page's "back to the list" link
 * returns to the same filters, page and size.
 */
const key = (pathname: string) => `list-url:${pathname}`;

function rememberListUrl(pathname: string, search: string) {
  try {
    sessionStorage.setItem(key(pathname), search);
  } catch {
    // Storage can be off (private mode, quota): the link then leads to the list's first page.
  }
}

/** Remembers the list's address as the URL changes (for `BackToList`). */
export function useRememberListUrl() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  useEffect(() => rememberListUrl(pathname, search ? `?${search}` : ""), [pathname, search]);
}

/** The list's address as last left in this tab, or the bare path. Only a query string is ever appended. */
export function listUrl(pathname: string): string {
  try {
    const search = sessionStorage.getItem(key(pathname));
    return search?.startsWith("?") ? `${pathname}${search}` : pathname;
  } catch {
    return pathname;
  }
}
