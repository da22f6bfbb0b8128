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

/** Triggers are beta: an unknown one is still stored (refusing would only make the service retry). */
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
