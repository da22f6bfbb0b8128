const BASE = "http://dashboard.invalid";

/** Parsing as the browser does catches `/\host`, `/%09/host` and the like, which a prefix check misses. */
/** Where signing in lands: the overview, unless a same-origin `callbackUrl` names another page. */
export function safeCallbackPath(raw: string | undefined, fallback = "/"): string {
  if (!raw?.startsWith("/")) return fallback;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = url.pathname + url.search + url.hash;
  return path.startsWith("//") ? fallback : path;
}
