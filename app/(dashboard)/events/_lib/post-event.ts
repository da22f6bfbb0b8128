/** How long a replay or test delivery may take: more than the service's 2 s, so slow receivers show. */
export const POST_TIMEOUT_MS = 5_000;

/** What one POST of an event answered; `status` is absent when no answer came. */
export interface PostOutcome {
  url: string;
  status?: number;
  ok: boolean;
  durationMs: number;
  error?: string;
}

/**
 * POSTs an envelope as the service would (JSON, optional Basic auth), without following redirects (a
 * redirect could lead past the URL rule), and times out after `timeoutMs`.
 */
export async function postEvent(
  url: string,
  payload: unknown,
  opts: { auth?: { username: string; password: string }; timeoutMs?: number } = {},
): Promise<PostOutcome> {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "user-agent": "dashboard-replay",
  };
  if (opts.auth) {
    headers.authorization = `Basic ${Buffer.from(`${opts.auth.username}:${opts.auth.password}`).toString("base64")}`;
  }
  const timeoutMs = opts.timeoutMs ?? POST_TIMEOUT_MS;
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  try {
    const res = await fetch(url, {
      method: "POST",
      headers,
      body: JSON.stringify(payload),
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.body?.cancel().catch(() => undefined);
    return { url, status: res.status, ok: res.ok, durationMs: took() };
  } catch (e) {
    const timedOut = e instanceof Error && (e.name === "TimeoutError" || e.name === "AbortError");
    const cause = e instanceof Error && e.cause instanceof Error ? e.cause.message : undefined;
    const error = timedOut
      ? `No answer within ${timeoutMs / 1000} s.`
      : `The request failed: ${cause ?? (e instanceof Error ? e.message : String(e))}`;
    return { url, ok: false, durationMs: took(), error };
  }
}
