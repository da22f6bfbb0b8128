import { type EventEnvelope, parseEvent, type TriggerId, triggerIdSchema } from "@/lib/schemas/events";
import { sampleData } from "./sample-data";

/** The webhook id a test event names when it is not sent for a configured webhook. */
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
  /** Seconds since the epoch. */
  now?: number;
  /** Makes the sample ids unique (digits); random by default. */
  nonce?: number;
}

/**
 * A sample delivery of `trigger` in the interface's envelope, checked with the events schema before it
 * is answered (so a test event is never something the real service could not send). An unknown trigger
 * throws a RangeError naming it.
 */
export function buildTestEvent(input: TestEventInput): EventEnvelope {
  const trigger = triggerIdSchema.safeParse(input.trigger);
  if (!trigger.success) throw new RangeError(`"${input.trigger}" is not a known trigger id.`);
  const at = input.now ?? Math.floor(Date.now() / 1000);
  const type = envelopeType(trigger.data);
  const envelope = {
    trigger: trigger.data,
    ...(type ? { type } : {}),
    data: sampleData(trigger.data, at, input.nonce ?? Date.now() * 1000 + Math.floor(Math.random() * 1000)),
    appId: input.appId,
    region: input.region,
    webhook: input.webhook ?? TEST_WEBHOOK_ID,
  };
  parseEvent(envelope);
  return envelope;
}
