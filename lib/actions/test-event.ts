"use server";

import * as webhooksContract from "@/lib/contract/webhooks";
import { receiverPath } from "@/lib/receiver/endpoints";
import { ReceiveError } from "@/lib/receiver/envelope";
import { getReceiver, listEndpoints } from "@/lib/receiver/service";
import { triggerIdSchema } from "@/lib/schemas/events";
import { actionClient, requireConnection, UserFacingError } from "@/lib/server/action";
import { call } from "@/lib/server/api/call";
import { postEvent } from "@/lib/test-events/post-event";
import { replayUrlProblem } from "@/lib/test-events/replay-url";
import { sendTestEventInput } from "@/lib/test-events/schema";
import { buildTestEvent } from "@/lib/test-events/test-event";

/** So the inspector tells a test event from a real delivery. */
const TEST_HEADERS = {
  "content-type": "application/json",
  "user-agent": "dashboard-test-event",
  "x-dashboard-test-event": "1",
};

async function storeThrough(endpointId: string, envelope: unknown) {
  try {
    const r = await (await getReceiver()).ingest(
      endpointId,
      JSON.stringify(envelope),
      new Headers(TEST_HEADERS),
    );
    return r.duplicate ? { stored: true as const, duplicate: true } : { stored: true as const, id: r.id };
  } catch (e) {
    if (ReceiveError.is(e)) throw new UserFacingError(e.message);
    throw e;
  }
}

// Sent from the events inspector (to a receiver endpoint or a webhook) and from a webhook's own page.
// The service never answers webhook passwords, so a POST to another server carries no Basic auth;
// a webhook that points at one of our endpoints is stored directly instead.
export const sendTestEventAction = actionClient
  .metadata({ name: "events.test", minRole: "admin", mutation: true })
  .inputSchema(sendTestEventInput)
  .action(async ({ parsedInput: p, ctx }) => {
    const { appId, region, conn } = requireConnection(ctx.connection);
    const trigger = triggerIdSchema.safeParse(p.trigger);
    if (!trigger.success)
      throw new UserFacingError(`"${p.trigger}" is not a known trigger id: pick one from the list.`);
    const endpoints = await listEndpoints(appId);
    if (p.target.kind === "receiver") {
      const endpointId = p.target.endpointId;
      if (!endpoints.some((e) => e.id === endpointId)) {
        throw new UserFacingError("No receiver endpoint with this id exists for the active app.");
      }
      const envelope = buildTestEvent({ trigger: trigger.data, appId, region });
      return { trigger: trigger.data, ...(await storeThrough(endpointId, envelope)) };
    }
    const { data: webhook } = await call(conn, webhooksContract.getWebhook, {
      params: { appId, webhookId: p.target.webhookId },
    });
    const envelope = buildTestEvent({ trigger: trigger.data, appId, region, webhook: webhook.id });
    const ours = URL.canParse(webhook.webhookURL)
      ? endpoints.find((e) => new URL(webhook.webhookURL).pathname === receiverPath(e.id))
      : undefined;
    if (ours) return { trigger: trigger.data, ...(await storeThrough(ours.id, envelope)) };
    const problem = replayUrlProblem(webhook.webhookURL);
    if (problem) throw new UserFacingError(problem);
    const outcome = await postEvent(webhook.webhookURL, envelope);
    return { trigger: trigger.data, stored: false as const, outcome, withoutAuth: webhook.useBasicAuth };
  });
