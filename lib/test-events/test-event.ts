import { type EventEnvelope, parseEvent, type TriggerId, triggerIdSchema } from "@/lib/schemas/events";
import { sampleData } from "./sample-data";

export const TEST_WEBHOOK_ID = "dashboard-test";

/** Call and meeting events carry a top-level `type` (reference §11); recordings follow their call. */
function envelopeType(trigger: TriggerId): "call" | "meet" | undefined {
  if (trigger.startsWith("meeting_")) return "meet";
  if (trigger.startsWith("call_") || trigger === "recording_generated") return "call";
  return undefined;
}

export interface TestEventInput {
  trigger: string;
  appId: string;
  region: EventEnvelope["region"];
  webhook?: string;
  now?: number;
  nonce?: number;
}

let lastNonce = 0;
/** Ids from the clock and a random part, never the same twice in a process: two events in one millisecond too. */
const nextNonce = () => {
  lastNonce = Math.max(lastNonce + 1, Date.now() * 1000 + Math.floor(Math.random() * 1000));
  return lastNonce;
};

// Checked with the events schema, so a test event is never something the real service could not send.
export function buildTestEvent(input: TestEventInput): EventEnvelope {
  const trigger = triggerIdSchema.safeParse(input.trigger);
  if (!trigger.success) throw new RangeError(`"${input.trigger}" is not a known trigger id.`);
  const at = input.now ?? Math.floor(Date.now() / 1000);
  const type = envelopeType(trigger.data);
  const envelope = {
    trigger: trigger.data,
    ...(type ? { type } : {}),
    data: sampleData(trigger.data, at, input.nonce ?? nextNonce()),
    appId: input.appId,
    region: input.region,
    webhook: input.webhook ?? TEST_WEBHOOK_ID,
  };
  parseEvent(envelope);
  return envelope;
}
