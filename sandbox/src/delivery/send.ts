import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import type { Scheduler } from "./scheduler";
import { RefusedTargetError, type Resolve, targetLookup, targetProblem } from "./target";

export interface SendRequest {
  url: string;
  body: string;
  basicAuth?: { username: string; password: string };
  timeoutMs: number;
  scheduler: Scheduler;
  now: () => number;
  /** The port the sandbox listens on: the URL must not lead back to it. */
  ownPort?: number;
  resolve?: Resolve;
}

export interface SendResult {
  status?: number;
  error?: string;
  ok: boolean;
  durationMs: number;
  /** Why nothing was sent: the URL, or what its host resolved to, is somewhere the sandbox must not POST. */
  refused?: string;
}

/** POSTs a JSON body to a URL that must pass `targetProblem`, connecting only to the addresses checked for it. */
export async function sendEvent(req: SendRequest): Promise<SendResult> {
  const problem = targetProblem(req.url, req.ownPort);
  if (problem) return refusal(`the URL ${problem}`, 0);
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "content-length": String(Buffer.byteLength(req.body)),
    "user-agent": "sandbox-webhooks/1",
  };
  if (req.basicAuth) {
    const token = Buffer.from(`${req.basicAuth.username}:${req.basicAuth.password}`).toString("base64");
    headers.authorization = `Basic ${token}`;
  }
  const controller = new AbortController();
  let timedOut = false;
  const timer = req.scheduler.setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, req.timeoutMs);
  const started = req.now();
  try {
    const lookup = targetLookup(req.url, req.ownPort, req.resolve);
    const status = await post(new URL(req.url), headers, req.body, lookup, controller.signal);
    const ok = status >= 200 && status < 300;
    return {
      ok,
      status,
      error: ok ? undefined : `The receiver answered HTTP ${status}.`,
      durationMs: req.now() - started,
    };
  } catch (err) {
    if (err instanceof RefusedTargetError) return refusal(err.message, req.now() - started);
    const error = timedOut ? `No answer within ${req.timeoutMs} ms.` : `Network error: ${describe(err)}`;
    return { ok: false, error, durationMs: req.now() - started };
  } finally {
    req.scheduler.clearTimeout(timer);
  }
}

const refusal = (reason: string, durationMs: number): SendResult => ({
  ok: false,
  refused: reason,
  error: `Not sent: ${reason}.`,
  durationMs,
});

/** Node's client rather than `fetch`, whose connections cannot take a `lookup`; answers the status. */
function post(
  url: URL,
  headers: Record<string, string>,
  body: string,
  lookup: LookupFunction,
  signal: AbortSignal,
): Promise<number> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    // Redirects are not followed: the receiver must answer 2xx itself. A connection of its own, so none
    // opened for another URL (or before a check) is reused.
    const outgoing = client.request(url, { method: "POST", headers, lookup, agent: false, signal }, (res) => {
      // Only the status matters; the connection is closed without reading the body.
      res.destroy();
      resolve(res.statusCode ?? 0);
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

function describe(err: unknown): string {
  if (err instanceof AggregateError && err.errors.length > 0) return err.errors.map(describe).join("; ");
  if (err instanceof Error) {
    const cause = (err as Error & { cause?: unknown }).cause;
    if (cause instanceof Error) return cause.message || err.message;
    return err.message || String((err as NodeJS.ErrnoException).code ?? err.name);
  }
  return String(err);
}
