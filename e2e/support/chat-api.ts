import { type E2eApp, e2e, e2eApp } from "./env";

export async function chatApi<T = unknown>(
  method: string,
  path: string,
  opts: { body?: unknown; onBehalfOf?: string; ok?: number[] } = {},
): Promise<{ status: number; body: T }> {
  const app: E2eApp = e2eApp();
  const headers: Record<string, string> = { apikey: app.apiKey };
  if (opts.body !== undefined) headers["content-type"] = "application/json";
  if (opts.onBehalfOf) headers.onBehalfOf = opts.onBehalfOf;
  const res = await fetch(`${e2e.sandboxUrl}/${app.region}/${app.appId}/api/v3${path}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  if (!res.ok && !(opts.ok ?? []).includes(res.status)) {
    throw new Error(`${method} ${path}: ${res.status} ${text}`);
  }
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

export async function totalOf(path: string, query: Record<string, string> = {}): Promise<number> {
  const qs = new URLSearchParams({ ...query, perPage: "1" });
  const res = await chatApi<{ meta: { pagination: { total: number } } }>("GET", `${path}?${qs}`);
  return res.body.meta.pagination.total;
}

export interface SandboxKey {
  apiKey: string;
  name: string;
  scope: "authOnly" | "fullAccess";
  createdAt: number;
}

export async function allKeys(): Promise<SandboxKey[]> {
  return (await chatApi<{ data: SandboxKey[] }>("GET", "/apikeys?perPage=100")).body.data;
}

export const masked = (k: string) => `${k.slice(0, 4)}…${k.slice(-4)}`;
