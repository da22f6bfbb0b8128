import type { Scheduler } from "./scheduler";

export interface SendRequest {
  url: string;
  body: string;
  basicAuth?: { username: string; password: string };
  timeoutMs: number;
  scheduler: Scheduler;
  now: () => number;
}

export interface SendResult {
  status?: number;
  error?: string;
  ok: boolean;
  durationMs: number;
}

export async function sendEvent(req: SendRequest): Promise<SendResult> {
  const headers: Record<string, string> = {
    "content-type": "application/json",
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
    // Redirects are not followed: the receiver must answer 2xx itself.
    const res = await fetch(req.url, {
      method: "POST",
      headers,
      body: req.body,
      redirect: "manual",
      signal: controller.signal,
    });
    // Only the status matters; release the connection without reading the body.
    await res.body?.cancel().catch(() => undefined);
    const ok = res.status >= 200 && res.status < 300;
    return {
      ok,
      status: res.status,
      error: ok ? undefined : `The receiver answered HTTP ${res.status}.`,
      durationMs: req.now() - started,
    };
  } catch (err) {
    const error = timedOut ? `No answer within ${req.timeoutMs} ms.` : `Network error: ${describe(err)}`;
    return { ok: false, error, durationMs: req.now() - started };
  } finally {
    req.scheduler.clearTimeout(timer);
  }
}

function describe(err: unknown): string {
  if (err instanceof Error) {
    const cause = (err as Error & { cause?: unknown }).cause;
    if (cause instanceof Error) return cause.message || err.message;
    return err.message;
  }
  return String(err);
}
