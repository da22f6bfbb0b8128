export interface LiveTarget {
  url: string;
  app: string;
  region: string;
  apikey: string;
}

export class HttpFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    readonly retryAfter?: number,
  ) {
    super(`HTTP ${status}: ${body.slice(0, 200)}`);
  }
}

export function liveClient(t: LiveTarget) {
  const base = t.url.replace(/\/+$/, "");
  const prefix = { chat: `/${t.region}/${t.app}/api/v3`, control: `/${t.region}/${t.app}/sandbox/v1` };
  async function send(
    api: keyof typeof prefix,
    method: string,
    path: string,
    body?: unknown,
    onBehalfOf?: string,
  ) {
    const headers: Record<string, string> = { apikey: t.apikey };
    if (body !== undefined) headers["content-type"] = "application/json";
    if (onBehalfOf) headers.onBehalfOf = onBehalfOf;
    const res = await fetch(base + prefix[api] + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await res.text();
    if (!res.ok) {
      const retry = Number(res.headers.get("retry-after"));
      throw new HttpFailure(res.status, text, Number.isFinite(retry) && retry > 0 ? retry : undefined);
    }
    // biome-ignore lint/suspicious/noExplicitAny: answers are read loosely; only ids are taken from them.
    return JSON.parse(text) as { data: any; meta?: any };
  }
  return {
    chat: (method: string, path: string, body?: unknown, onBehalfOf?: string) =>
      send("chat", method, path, body, onBehalfOf),
    control: (method: string, path: string, body?: unknown) => send("control", method, path, body),
  };
}

export type LiveClient = ReturnType<typeof liveClient>;
