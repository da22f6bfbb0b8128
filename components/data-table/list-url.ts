import { usePathname, useSearchParams } from "next/navigation";
import { useEffect } from "react";

const key = (pathname: string) => `list-url:${pathname}`;

function rememberListUrl(pathname: string, search: string) {
  try {
    sessionStorage.setItem(key(pathname), search);
  } catch {
    // Storage can be off (private mode, quota): the link then leads to the list's first page.
  }
}

export function useRememberListUrl() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  useEffect(() => rememberListUrl(pathname, search ? `?${search}` : ""), [pathname, search]);
}

// Only a query string is ever appended: stored text cannot change the path.
export function listUrl(pathname: string): string {
  try {
    const search = sessionStorage.getItem(key(pathname));
    return search?.startsWith("?") ? `${pathname}${search}` : pathname;
  } catch {
    return pathname;
  }
}
