import "server-only";
import { isServiceError } from "@/lib/server/api/errors";
import { changeWebhookTriggers } from "@/lib/server/api/mgmt-webhooks";
import type { Connection } from "@/lib/server/api/request";

export interface TriggerFailure {
  triggerId: string;
  change: "add" | "remove";
  message: string;
}

// Every id of a call the service refused whole becomes a failure.
export async function applyTriggerDiff(
  conn: Connection,
  webhookId: string,
  diff: { add: readonly string[]; remove: readonly string[] },
): Promise<TriggerFailure[]> {
  const failures: TriggerFailure[] = [];
  for (const change of ["add", "remove"] as const) {
    const ids = diff[change];
    if (ids.length === 0) continue;
    try {
      const results = await changeWebhookTriggers(conn, webhookId, change, ids);
      for (const id of ids) {
        const r = results[id];
        if (!r?.success) {
          failures.push({
            triggerId: id,
            change,
            message: r?.message ?? "The service did not answer for it.",
          });
        }
      }
    } catch (e) {
      if (!isServiceError(e)) throw e;
      for (const id of ids) failures.push({ triggerId: id, change, message: `${e.message} (${e.code})` });
    }
  }
  return failures;
}
