import { EVENT_FAMILIES, familyOf } from "@/lib/receiver/families";
import { TRIGGER_IDS } from "@/lib/schemas/events";
import type { PostOutcome } from "./post-event";

/** The triggers a test event may be, grouped by family as the trigger picker groups them. */
export const TRIGGER_GROUPS = EVENT_FAMILIES.filter((f) => f !== "other").map((family) => ({
  label: family,
  options: TRIGGER_IDS.filter((t) => familyOf(t) === family).map((t) => ({ value: t, label: t })),
}));

export type TestEventResult =
  | { trigger: string; stored: true; duplicate?: boolean; id?: string }
  | { trigger: string; stored: false; outcome: PostOutcome; withoutAuth: boolean };

/** What became of a test event, in one sentence. */
export function testEventOutcome(sent: TestEventResult): string {
  if (sent.stored) {
    return sent.duplicate
      ? "The receiver already had this event (a duplicate)."
      : `Stored as event ${sent.id}.`;
  }
  const o = sent.outcome;
  return `${o.url} answered ${o.status ?? "nothing"} in ${o.durationMs} ms${o.error ? `: ${o.error}` : "."}${
    sent.withoutAuth ? " Sent without the webhook's Basic auth." : ""
  }`;
}
