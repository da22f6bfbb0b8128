import { TRIGGER_IDS, type TriggerId } from "@/lib/schemas/events";

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
  {
    id: "groups",
    label: "Groups",
    triggers: [
      "group_created",
      "group_updated",
      "group_deleted",
      "group_member_joined",
      "group_member_left",
      "group_member_added",
      "group_member_kicked",
      "group_member_banned",
      "group_member_unbanned",
      "group_member_scope_changed",
      "group_owner_transferred",
    ],
  },
  {
    id: "calls",
    label: "Calls",
    triggers: [
      "call_initiated",
      "call_started",
      "call_participant_joined",
      "call_participant_left",
      "call_ended",
    ],
  },
  {
    id: "meetings",
    label: "Meetings",
    triggers: ["meeting_started", "meeting_participant_joined", "meeting_participant_left", "meeting_ended"],
  },
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
