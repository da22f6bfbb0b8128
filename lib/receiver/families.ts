/** The groups of triggers the receiver files events under (the service's Events section). */
export const EVENT_FAMILIES = [
  "messages",
  "receipts-and-reactions",
  "users",
  "groups",
  "calls",
  "meetings",
  "recordings",
  "other",
] as const;

export type EventFamily = (typeof EVENT_FAMILIES)[number];

/**
 * The family of a trigger id, from its prefix. Triggers are beta and new ones may appear: an unknown
 * trigger is still stored (refusing it would only make the service retry) and files under "other".
 */
export function familyOf(trigger: string): EventFamily {
  if (trigger.startsWith("message_reaction_") || /^message_.*_receipt$/.test(trigger)) {
    return "receipts-and-reactions";
  }
  if (trigger.startsWith("message_")) return "messages";
  if (trigger.startsWith("user_")) return "users";
  if (trigger.startsWith("group_")) return "groups";
  if (trigger.startsWith("call_")) return "calls";
  if (trigger.startsWith("meeting_")) return "meetings";
  if (trigger.startsWith("recording_")) return "recordings";
  return "other";
}
