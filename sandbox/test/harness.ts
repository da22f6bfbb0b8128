import { createSandboxApp } from "../src/app";
import { createAppRecord, type Region } from "../src/core/apps";
import { openDb } from "../src/db/open";
import type { Deps } from "../src/deps";
import { RateLimiter } from "../src/http/rate-limit";

export const MGMT = { key: "test-mgmt-key", secret: "test-mgmt-secret" };

export function makeSandbox(opts: { region?: Region; limits?: { core: number; standard: number } } = {}) {
  const db = openDb(":memory:");
  let clock = Date.UTC(2026, 10, 1, 12, 0, 0);
  const kicks = { count: 0 };
  const deps: Deps = {
    db,
    config: { mgmtKey: MGMT.key, mgmtSecret: MGMT.secret, publicUrl: "http://127.0.0.1:4100" },
    now: () => clock,
    limiter: new RateLimiter(opts.limits ?? { core: 10_000, standard: 20_000 }),
    kickOutbox: () => {
      kicks.count += 1;
    },
  };
  const region = opts.region ?? "us";
  const { app, keys } = createAppRecord(
    db,
    { id: "testapp", name: "Test app", region },
    Math.floor(clock / 1000),
  );
  const [rest, auth] = keys;
  if (!rest || !auth) throw new Error("app keys missing");
  const hono = createSandboxApp(deps);
  const base = `/${region}/${app.id}`;

  interface Req {
    body?: unknown;
    rawBody?: string;
    /** Sent as multipart/form-data. */
    form?: FormData;
    apikey?: string | null;
    onBehalfOf?: string;
    headers?: Record<string, string>;
  }
  const send = async (method: string, url: string, r: Req = {}) => {
    const headers: Record<string, string> = { ...r.headers };
    if (r.apikey !== null) headers.apikey = r.apikey ?? rest.api_key;
    if (r.onBehalfOf) headers.onBehalfOf = r.onBehalfOf;
    let body: string | undefined = r.rawBody;
    if (r.body !== undefined) body = JSON.stringify(r.body);
    if (body !== undefined) headers["content-type"] = "application/json";
    const res = await hono.request(url, { method, headers, body: r.form ?? body });
    const text = await res.text();
    // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely and check them with schemas.
    const json: any = text ? JSON.parse(text) : undefined;
    return { status: res.status, headers: res.headers, json };
  };

  return {
    db,
    deps,
    hono,
    app,
    restKey: rest.api_key,
    authKey: auth.api_key,
    kicks,
    advance(ms: number) {
      clock += ms;
    },
    chat: (method: string, p: string, r?: Req) => send(method, `${base}/api/v3${p}`, r),
    calls: (method: string, p: string, r?: Req) => send(method, `${base}/call/v3${p}`, r),
    control: (method: string, p: string, r?: Req) => send(method, `${base}/sandbox/v1${p}`, r),
    mgmt: (method: string, p: string, r: Req = {}) =>
      send(method, `/mgmt${p}`, {
        ...r,
        apikey: null,
        headers: { key: MGMT.key, secret: MGMT.secret, ...r.headers },
      }),
    raw: send,
  };
}

export type Sandbox = ReturnType<typeof makeSandbox>;
