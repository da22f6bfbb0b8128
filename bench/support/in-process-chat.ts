import { createSandboxApp } from "../../sandbox/src/app";
import { createAppRecord } from "../../sandbox/src/core/apps";
import { openDb } from "../../sandbox/src/db/open";
import type { Deps } from "../../sandbox/src/deps";
import { RateLimiter } from "../../sandbox/src/http/rate-limit";

/** Sends one chat API request as the app (optionally on behalf of a user); throws on any non-2xx answer. */
export type ChatCall = <T = unknown>(
  method: string,
  path: string,
  body: unknown,
  onBehalfOf?: string,
) => Promise<T>;

/**
 * A fresh in-memory sandbox app (region us, no rate limit) served in process, with the users alice and bob:
 * benches time the service's own handling with no network in between.
 */
export async function inProcessChat(id: string): Promise<ChatCall> {
  const db = openDb(":memory:");
  const deps: Deps = {
    db,
    config: { mgmtKey: "k", mgmtSecret: "s", publicUrl: "http://127.0.0.1" },
    now: () => Date.now(),
    limiter: new RateLimiter({ core: 1e9, standard: 1e9 }),
    kickOutbox: () => {},
  };
  const { app, keys } = createAppRecord(db, { id, name: "bench", region: "us" }, 1);
  const hono = createSandboxApp(deps);
  const key = keys[0]?.api_key ?? "";
  const call: ChatCall = async <T>(method: string, path: string, body: unknown, onBehalfOf?: string) => {
    const res = await hono.request(`/us/${app.id}/api/v3${path}`, {
      method,
      headers: { apikey: key, "content-type": "application/json", ...(onBehalfOf ? { onBehalfOf } : {}) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  await call("POST", "/users", { uid: "alice", name: "Alice" });
  await call("POST", "/users", { uid: "bob", name: "Bob" });
  return call;
}
