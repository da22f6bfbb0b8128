import { isServer, QueryClient } from "@tanstack/react-query";

/** A client with the dashboard's defaults: one per request or tab, and a fresh one per component test. */
export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
  });
}

let browserClient: QueryClient | undefined;

/** One client per request on the server, one per tab in the browser; never a shared module-level client on the server. */
export function getQueryClient() {
  if (isServer) return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}
