import {
  CALL_TRIGGER_IDS,
  GROUP_TRIGGER_IDS,
  MEETING_TRIGGER_IDS,
  TRIGGER_IDS,
  type TriggerId,
} from "@/lib/schemas/events";

export const TRIGGER_FAMILIES: readonly { id: string; label: string; triggers: readonly TriggerId[] }[] = [
  { id: "messages", label: "Messages", triggers: ["message_sent", "message_edited", "message_deleted"] },
  {
    id: "receipts-and-reactions",
    label: "Receipts and reactions",
    triggers: [
      "message_delivery_receipt",
      "message_read_receipt",
      "message_reaction_added",
      "message_reaction_removed",
    ],
  },
  {
    id: "users",
    label: "Users",
    triggers: ["user_blocked", "user_unblocked", "user_connection_status_changed"],
  },
  { id: "groups", label: "Groups", triggers: GROUP_TRIGGER_IDS },
  { id: "calls", label: "Calls", triggers: CALL_TRIGGER_IDS },
  { id: "meetings", label: "Meetings", triggers: MEETING_TRIGGER_IDS },
  { id: "recordings", label: "Recordings", triggers: ["recording_generated"] },
];

export function familyState(
  family: readonly TriggerId[],
  selected: ReadonlySet<string>,
): "all" | "some" | "none" {
  const n = family.filter((t) => selected.has(t)).length;
  return n === 0 ? "none" : n === family.length ? "all" : "some";
}

export const subscribesToAll = (selected: ReadonlySet<string>) => TRIGGER_IDS.every((t) => selected.has(t));

export function diffTriggers(before: readonly string[], after: readonly string[]) {
  const was = new Set(before);
  const now = new Set(after);
  return {
    add: TRIGGER_IDS.filter((t) => now.has(t) && !was.has(t)),
    remove: TRIGGER_IDS.filter((t) => was.has(t) && !now.has(t)),
  };
}
