import { webhookUrlProblem } from "@/lib/webhook-url-rule";

/**
 * Why the dashboard refuses to POST an event to `url`, or undefined: the webhook URL's own rule (https
 * anywhere, plain http only to loopback), so a replay can reach nothing a webhook could not.
 */
export function replayUrlProblem(url: string): string | undefined {
  const problem = webhookUrlProblem(url.trim());
  return problem ? `Refused: ${problem}` : undefined;
}
