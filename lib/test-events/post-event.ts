import { PrivateTargetError } from "@/lib/server/api/target-guard";
import { exchange } from "@/lib/server/api/transport";

/** More than the service's 2 s, so slow receivers show. */
export const POST_TIMEOUT_MS = 5_000;

export interface PostOutcome {
  url: string;
  status?: number;
  ok: boolean;
  durationMs: number;
  error?: string;
}

// Plain, so the outcome maps no ports or networks.
function plainFailure(e: unknown, timeoutMs: number): string {
  if (e instanceof PrivateTargetError) return `Refused: ${e.message}`;
  if (e instanceof Error && (e.name === "TimeoutError" || e.name === "AbortError")) {
    return `No answer within ${timeoutMs / 1000} s.`;
  }
  const code = (e as NodeJS.ErrnoException | undefined)?.code;
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return "The receiver's host name does not resolve.";
  return "The receiver could not be reached.";
}

// No redirect is followed (it could lead past the URL rule); private and link-local addresses are refused.
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
    const res = await exchange(new URL(url), {
      method: "POST",
      headers,
      body: JSON.stringify(payload),
      timeoutMs,
    });
    return { url, status: res.status, ok: res.status >= 200 && res.status < 300, durationMs: took() };
  } catch (e) {
    return { url, ok: false, durationMs: took(), error: plainFailure(e, timeoutMs) };
  }
}
