import { timingSafeEqual } from "node:crypto";
import { type Context, Hono } from "hono";
import type { z } from "zod";
import { type AppRow, findApp, findKey, type KeyRow, REGIONS } from "./core/apps";
import { requireUser } from "./core/users";
import type { Deps } from "./deps";
import { ApiError, badRequest, errorBody, validationError } from "./http/errors";
import type { LimitClass } from "./http/rate-limit";
import { type AnyRoute, API_PREFIX, API_SOURCE, type Api } from "./http/route";
import { ALL_ROUTES } from "./modules";
import { registerDocs } from "./openapi";

type Env = { Variables: { source: string } };

const MAX_BODY_BYTES = 1_048_576;
const MAX_JSON_DEPTH = 64;

export function createSandboxApp(deps: Deps, routes: AnyRoute[] = ALL_ROUTES) {
  const hono = new Hono<Env>();
  hono.get("/healthz", (c) => c.json({ status: "ok" }));
  registerDocs(hono, routes);
  for (const route of routes) {
    hono.on(route.method.toUpperCase(), API_PREFIX[route.api] + route.path, (c) => handle(deps, route, c));
  }
  hono.notFound((c) => {
    // Unknown paths count against the app's limit too, and carry its headers like every answer.
    takeRateLimit(deps, bucketOfPath(c.req.path), "standard", c);
    const err = new ApiError(404, "ERR_API_NOT_FOUND", `No operation answers ${c.req.method} ${c.req.path}.`);
    return c.json(errorBody(err, sourceOfPath(c.req.path)), 404);
  });
  hono.onError((err, c) => {
    const source = c.get("source") ?? sourceOfPath(c.req.path);
    if (err instanceof ApiError) return c.json(errorBody(err, source), err.status);
    console.error(`[sandbox] ${c.req.method} ${c.req.path}:`, err);
    const fault = new ApiError(500, "ERR_EXCEPTION", "Something went wrong on our side.");
    return c.json(errorBody(fault, source), 500);
  });
  return hono;
}

function sourceOfPath(path: string): string {
  if (path.startsWith("/mgmt")) return API_SOURCE.mgmt;
  if (/^\/[^/]+\/[^/]+\/call\/v3/.test(path)) return API_SOURCE.calls;
  if (/^\/[^/]+\/[^/]+\/sandbox\/v1/.test(path)) return API_SOURCE.sandbox;
  return API_SOURCE.chat;
}

async function handle(deps: Deps, route: AnyRoute, c: Context<Env>) {
  c.set("source", API_SOURCE[route.api]);
  applyRateLimit(deps, route, c);
  let app: AppRow | undefined;
  let key: KeyRow | undefined;
  let actor: string | undefined;
  if (route.api === "mgmt") checkMgmtCredentials(deps, c, route.basicAuth === true);
  else {
    ({ app, key } = authenticate(deps, route.api, c, route.authOnly === true));
    // Headers are checked before the payload: an unknown onBehalfOf answers 404 whatever the body holds.
    actor = resolveActor(deps, app, route.onBehalfOf, c.req.header("onBehalfOf"));
  }

  const params = parse(route.params, c.req.param(), "path parameters");
  const query = parse(route.query, c.req.query(), "query parameters");
  const body = route.body
    ? parse(route.body, route.form ? await readForm(c) : await readJson(c), "request body")
    : undefined;

  let result: unknown;
  const write = route.method !== "get";
  if (route.api === "mgmt") {
    const run = () => route.handler({ deps, c, params, query, body });
    result = write ? deps.db.transaction(run)() : run();
  } else {
    if (!app || !key) throw new Error("unreachable: app routes are authenticated");
    const ctx = { deps, c, app, key, actor, params, query, body };
    const run = () => route.handler(ctx);
    result = write ? deps.db.transaction(run)() : run();
  }
  if (write) deps.kickOutbox();
  if (result instanceof Response) return result;
  return c.json(result as object);
}

function bucketOfPath(path: string): string {
  if (path.startsWith("/mgmt")) return "mgmt";
  return path.split("/")[2] ?? "";
}

function applyRateLimit(deps: Deps, route: AnyRoute, c: Context<Env>) {
  const bucket = route.api === "mgmt" ? "mgmt" : (c.req.param("appId") ?? "");
  takeRateLimit(deps, bucket, route.limit ?? "standard", c);
}

function takeRateLimit(deps: Deps, bucket: string, cls: LimitClass, c: Context<Env>) {
  const rl = deps.limiter.take(bucket, cls, deps.now());
  c.header("X-Rate-Limit", String(rl.limit));
  c.header("X-Rate-Limit-Remaining", String(rl.remaining));
  if (!rl.allowed) {
    c.header("Retry-After", String(rl.retryAfter));
    c.header("X-Rate-Limit-Reset", String(rl.resetSeconds));
    throw new ApiError(
      429,
      "ERR_TOO_MANY_REQUESTS",
      "Too many requests. Retry after the rate-limit window resets.",
    );
  }
}

function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function basicCredentials(c: Context<Env>): { key?: string; secret?: string } {
  const header = c.req.header("authorization") ?? "";
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header.trim());
  if (!match?.[1]) return {};
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon < 0 ? {} : { key: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

function checkMgmtCredentials(deps: Deps, c: Context<Env>, basic: boolean) {
  const { key, secret } = basic
    ? basicCredentials(c)
    : { key: c.req.header("key"), secret: c.req.header("secret") };
  if (!key || !secret) {
    throw new ApiError(
      401,
      "AUTH_ERR_EMPTY_CREDENTIALS",
      basic
        ? "HTTP Basic credentials are required: the management key and secret."
        : "The key and secret headers are required.",
    );
  }
  if (!sameSecret(key, deps.config.mgmtKey) || !sameSecret(secret, deps.config.mgmtSecret)) {
    throw new ApiError(401, "AUTH_ERR_INVALID_CREDENTIALS", "The key and secret pair is not valid.");
  }
}

function authenticate(deps: Deps, api: Exclude<Api, "mgmt">, c: Context<Env>, authOnlyAllowed: boolean) {
  const region = c.req.param("region") ?? "";
  const appId = c.req.param("appId") ?? "";
  const apiKey = c.req.header("apikey");
  if (!apiKey) throw new ApiError(401, "AUTH_ERR_EMPTY_APIKEY", "The apikey header is required.");
  const app = findApp(deps.db, appId);
  const regionOk = REGIONS.includes(region as AppRow["region"]);
  if (app?.state !== "active" || app.region !== region || !regionOk) {
    throw new ApiError(401, "AUTH_ERR_INVALID_APPID", `The app ${appId} does not exist in region ${region}.`);
  }
  const key = findKey(deps.db, app.id, apiKey);
  if (!key) throw new ApiError(401, "AUTH_ERR_APIKEY_NOT_FOUND", "The API key does not exist for this app.");
  if (key.scope === "authOnly" && !authOnlyAllowed) {
    throw new ApiError(403, "AUTH_ERR_NO_ACCESS", "This API key's scope does not allow this operation.");
  }
  void api;
  return { app, key };
}

function resolveActor(deps: Deps, app: AppRow, mode: "optional" | "required" | undefined, header?: string) {
  if (!mode) return undefined;
  if (!header) {
    if (mode === "required") {
      throw badRequest("The onBehalfOf header is required for this operation.", {
        onBehalfOf: ["is required"],
      });
    }
    return undefined;
  }
  return requireUser(deps.db, app.id, header).uid;
}

function parse(schema: z.ZodType | undefined, input: unknown, where: string) {
  if (!schema) return undefined;
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(where, result.error.issues);
  return result.data;
}

/** A form's fields as strings; a file field becomes its text. */
async function readForm(c: Context<Env>): Promise<unknown> {
  const type = c.req.header("content-type") ?? "";
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(type)) return readJson(c);
  const declared = Number(c.req.header("content-length") ?? 0);
  if (declared > MAX_BODY_BYTES) throw badRequest("The request body is larger than 1 MB.");
  let fields: Record<string, string | File | (string | File)[]>;
  try {
    fields = await c.req.parseBody({ all: true });
  } catch {
    throw badRequest("The request body is not a valid form.", { body: ["is not a valid form"] });
  }
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(fields)) {
    const values = await Promise.all(
      [value].flat().map(async (v) => {
        if (typeof v === "string") return v;
        if (v.size > MAX_BODY_BYTES)
          throw badRequest(`The file ${name} is larger than 1 MB.`, { [name]: ["is larger than 1 MB"] });
        return v.text();
      }),
    );
    out[name] = values.length === 1 ? (values[0] as string) : values;
  }
  return out;
}

async function readJson(c: Context<Env>): Promise<unknown> {
  const text = await c.req.text();
  if (text.length > MAX_BODY_BYTES) throw badRequest("The request body is larger than 1 MB.");
  if (text.trim() === "") return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest("The request body is not valid JSON.", { body: ["is not valid JSON"] });
  }
  // Storing a hostile, deeply nested body would overflow JSON.stringify's stack (a 500): refuse it.
  if (deeperThan(value, MAX_JSON_DEPTH)) {
    throw badRequest(`The request body is nested deeper than ${MAX_JSON_DEPTH} levels.`, {
      body: [`is nested deeper than ${MAX_JSON_DEPTH} levels`],
    });
  }
  return value;
}

/** Iterative, so no input can overflow the stack. */
function deeperThan(value: unknown, max: number): boolean {
  const stack: { v: unknown; depth: number }[] = [{ v: value, depth: 1 }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    if (item.v === null || typeof item.v !== "object") continue;
    if (item.depth > max) return true;
    for (const child of Object.values(item.v)) stack.push({ v: child, depth: item.depth + 1 });
  }
  return false;
}
