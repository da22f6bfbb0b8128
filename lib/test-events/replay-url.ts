import { webhookUrlProblem } from "@/lib/shared/webhook-url-rule";

// The webhook URL's own rule (https, or http to loopback), so a replay can reach nothing a webhook could not.
export function replayUrlProblem(url: string): string | undefined {
  const problem = webhookUrlProblem(url.trim());
  return problem ? `Refused: ${problem}` : undefined;
}
