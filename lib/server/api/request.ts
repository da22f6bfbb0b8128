import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { env } from "../../env";
import { errorEnvelope } from "../../schemas/common";
import { ServiceError } from "./errors";
import { PrivateTargetError } from "./target-guard";
import { type Answer, BadEncodingError, exchange } from "./transport";

/** What the answers inside `observeRateLimit` said of the app's rate limit, the latest last. */
export interface RateLimitSeen {
  remaining?: number;
  /** Milliseconds since the epoch. */
  resetAt?: number;
}

const rateLimitProbe = new AsyncLocalStorage<RateLimitSeen>();

/** Runs `fn`, writing into `seen` the rate-limit headers of every answer its requests get. */
export function observeRateLimit<T>(seen: RateLimitSeen, fn: () => Promise<T>): Promise<T> {
  return rateLimitProbe.run(seen, fn);
}

function noteRateLimit(res: Answer) {
  const seen = rateLimitProbe.getStore();
  if (!seen) return;
  if (res.rateLimit.remaining !== undefined) seen.remaining = res.rateLimit.remaining;
  seen.resetAt = res.rateLimit.reset === undefined ? undefined : res.rateLimit.reset * 1000;
}

export type ApiName = "chat" | "calls" | "mgmt";

export interface Connection {
  appId: string;
  region: "us" | "eu" | "in";
  chatUrl: string;
  callUrl: string;
  mgmtUrl: string;
  apiKey: string;
  mgmtKey?: string;
  mgmtSecret?: string;
}

export interface RequestOptions<S extends z.ZodType> {
  api: ApiName;
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  /** Sent as multipart/form-data instead of `body`; a file is text (a CSV). */
  form?: Record<string, string | FormFile | undefined>;
  onBehalfOf?: string;
  schema: S;
  timeoutMs?: number;
  /** By default only GET is retried. */
  idempotent?: boolean;
  /** The management key and secret as HTTP Basic credentials (POST /tenants) instead of headers. */
  basicAuth?: boolean;
}

export interface FormFile {
  filename: string;
  type: string;
  content: string;
}

function multipart(fields: Record<string, string | FormFile | undefined>) {
  const boundary = `----dashboard${randomUUID().replaceAll("-", "")}`;
  const quote = (s: string) => s.replace(/["\r\n]/g, (c) => encodeURIComponent(c));
  const parts = Object.entries(fields).flatMap(([name, v]) => {
    if (v === undefined) return [];
    const head =
      typeof v === "string"
        ? `Content-Disposition: form-data; name="${quote(name)}"`
        : `Content-Disposition: form-data; name="${quote(name)}"; filename="${quote(v.filename)}"\r\nContent-Type: ${v.type}`;
    return [`--${boundary}\r\n${head}\r\n\r\n${typeof v === "string" ? v : v.content}\r\n`];
  });
  return { body: `${parts.join("")}--${boundary}--\r\n`, type: `multipart/form-data; boundary=${boundary}` };
}

const RETRIES = 3;
const MAX_RETRY_WAIT_MS = 5_000;
/** A retry is not worth starting with less time than this left in the budget. */
const MIN_ATTEMPT_MS = 500;

export function baseUrl(conn: Connection, api: ApiName): string {
  const template = api === "chat" ? conn.chatUrl : api === "calls" ? conn.callUrl : conn.mgmtUrl;
  return template
    .replaceAll("{appId}", encodeURIComponent(conn.appId))
    .replaceAll("{region}", conn.region)
    .replace(/\/+$/, "");
}

function credentials(conn: Connection, api: ApiName, basic = false): Record<string, string> {
  if (api !== "mgmt") return { apikey: conn.apiKey };
  if (!conn.mgmtKey || !conn.mgmtSecret) {
    throw new ServiceError(
      0,
      "ERR_NO_MGMT_CREDENTIALS",
      "This app has no management key and secret configured.",
    );
  }
  if (basic) {
    return { authorization: `Basic ${Buffer.from(`${conn.mgmtKey}:${conn.mgmtSecret}`).toString("base64")}` };
  }
  return { key: conn.mgmtKey, secret: conn.mgmtSecret };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function errorCode(text: string): string | undefined {
  try {
    const parsed = errorEnvelope.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.error.code : undefined;
  } catch {
    return undefined;
  }
}

function retryWait(res: Answer | undefined, attempt: number): number {
  const header = res?.retryAfter;
  const seconds = header ? Number(header) : Number.NaN;
  // The service's own wait is kept as given: one longer than the budget means no retry at all.
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  return Math.min(200 * 2 ** attempt + Math.random() * 100, MAX_RETRY_WAIT_MS);
}

function describeMismatch(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "the answer did not match its schema";
  const where = issue.path.reduce<string>(
    (acc, p) => (typeof p === "number" ? `${acc}[${p}]` : acc ? `${acc}.${String(p)}` : String(p)),
    "",
  );
  return `${where || "answer"}: ${issue.message}`;
}

function rateLimited(res: Answer, code: string | undefined): ServiceError {
  const seconds = Number(res.retryAfter);
  const when = Number.isFinite(seconds) && seconds > 0 ? `in ${Math.ceil(seconds)} s` : "shortly";
  return new ServiceError(
    429,
    code ?? "ERR_RATE_LIMITED",
    `The service is rate-limiting this app; try again ${when}.`,
    undefined,
    Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined,
  );
}

/** One time budget for the whole call: a retry happens only when its wait fits in what is left. */
export async function serviceRequest<S extends z.ZodType>(
  conn: Connection,
  opts: RequestOptions<S>,
  timeoutMs = env().DASHBOARD_API_TIMEOUT_MS,
): Promise<z.output<S>> {
  const method = opts.method ?? "GET";
  const idempotent = opts.idempotent ?? method === "GET";
  const url = new URL(baseUrl(conn, opts.api) + opts.path);
  for (const [k, v] of Object.entries(opts.query ?? {})) {
    if (v !== undefined && v !== null && v !== "") url.searchParams.set(k, String(v));
  }
  const headers: Record<string, string> = {
    accept: "application/json",
    ...credentials(conn, opts.api, opts.basicAuth),
  };
  if (opts.onBehalfOf) headers.onBehalfOf = opts.onBehalfOf;
  const encoded = opts.form ? multipart(opts.form) : undefined;
  if (encoded) headers["content-type"] = encoded.type;
  else if (opts.body !== undefined) headers["content-type"] = "application/json";
  const deadline = Date.now() + (opts.timeoutMs ?? timeoutMs);
  const canRetry = (attempt: number, wait: number) =>
    idempotent && attempt < RETRIES && Date.now() + wait + MIN_ATTEMPT_MS < deadline;

  for (let attempt = 0; ; attempt++) {
    let res: Answer;
    try {
      res = await exchange(url, {
        method,
        headers,
        body: encoded ? encoded.body : opts.body === undefined ? undefined : JSON.stringify(opts.body),
        timeoutMs: Math.max(deadline - Date.now(), 1),
      });
    } catch (err) {
      if (err instanceof PrivateTargetError) throw new ServiceError(0, "ERR_PRIVATE_TARGET", err.message);
      if (err instanceof BadEncodingError) {
        const wait = retryWait(undefined, attempt);
        if ((err.status === 429 || err.status >= 500) && canRetry(attempt, wait)) {
          await sleep(wait);
          continue;
        }
        throw new ServiceError(err.status, "ERR_BAD_ENCODING", "The service's answer could not be decoded.");
      }
      const timedOut = err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError");
      const wait = retryWait(undefined, attempt);
      if (!timedOut && canRetry(attempt, wait)) {
        await sleep(wait);
        continue;
      }
      throw new ServiceError(
        0,
        timedOut ? "ERR_TIMEOUT" : "ERR_UNREACHABLE",
        timedOut ? "The service did not answer in time." : "The service could not be reached.",
      );
    }
    noteRateLimit(res);
    if (res.status === 429 || res.status >= 500) {
      const wait = retryWait(res, attempt);
      if (canRetry(attempt, wait)) {
        await sleep(wait);
        continue;
      }
      if (res.status === 429) throw rateLimited(res, errorCode(res.text));
    }
    if (res.status >= 300 && res.status < 400) {
      throw new ServiceError(
        res.status,
        "ERR_REDIRECTED",
        `The service answered ${res.status}, redirecting to ${res.location ?? "nowhere"}; requests are not redirected, so the key stays with the configured URL. Check the URL template.`,
      );
    }
    const { text } = res;
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      throw new ServiceError(
        res.status,
        "ERR_NOT_JSON",
        `The service answered ${res.status} with a body that is not JSON.`,
      );
    }
    if (res.status < 200 || res.status > 299) {
      const parsed = errorEnvelope.safeParse(json);
      if (parsed.success) {
        const e = parsed.data.error;
        throw new ServiceError(res.status, e.code, e.message, e.details);
      }
      throw new ServiceError(res.status, "ERR_HTTP", `The service answered ${res.status}.`);
    }
    const parsed = opts.schema.safeParse(json);
    if (!parsed.success) {
      throw new ServiceError(
        res.status,
        "ERR_UNEXPECTED_ANSWER",
        `The service's answer to ${method} ${opts.path} did not match what was expected (${describeMismatch(parsed.error)}).`,
      );
    }
    return parsed.data;
  }
}
