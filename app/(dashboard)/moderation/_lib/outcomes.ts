import type { ReviewOutcome } from "@/lib/inputs/moderation-query";
import type { Shown } from "./queue-items";

export type Outcome = ReviewOutcome["outcome"];

/** An outcome is applied this long after it is chosen, unless undone. */
export const UNDO_MS = 5000;

export interface OutcomeSpec {
  outcome: Outcome;
  label: string;
  /** Its key in the queue. */
  key: string;
  /** The toast's words once chosen. */
  done: string;
  /** Kicks and bans are from a group: no use on a one-to-one message. */
  groupOnly?: boolean;
}

export const OUTCOMES: readonly OutcomeSpec[] = [
  { outcome: "approve", label: "Approve", key: "a", done: "Approved" },
  { outcome: "remove", label: "Remove message", key: "d", done: "Removed" },
  {
    outcome: "kick",
    label: "Remove and kick",
    key: "k",
    done: "Removed, sender kicked from",
    groupOnly: true,
  },
  { outcome: "ban", label: "Remove and ban", key: "b", done: "Removed, sender banned from", groupOnly: true },
  {
    outcome: "deactivate",
    label: "Remove and deactivate sender",
    key: "x",
    done: "Removed, sender deactivated",
  },
];

/** Whether the outcome can apply to the message (its button is shown). */
export const appliesTo = (spec: OutcomeSpec, shown: Shown) =>
  !spec.groupOnly || shown.receiverType === "group";

/** Why a key did nothing: a group-only outcome pressed on a one-to-one message. */
export const refusal = (spec: OutcomeSpec, shown: Shown) =>
  `“${spec.label}” is for messages sent to a group; message ${shown.id} went to ${shown.receiver} alone. To stop the sender everywhere, press x (remove and deactivate sender).`;

/** The toast of a chosen outcome, and the start of its failure's. */
export const doneLabel = (spec: OutcomeSpec, shown: Shown) =>
  `${spec.done}${spec.groupOnly ? ` ${shown.receiver}` : ""}: message ${shown.id}`;

/** The keys line under the filters. */
export const KEYS_HINT = `Keys: j / ↓ next, p / ↑ previous, ${OUTCOMES.map(
  (o) => `${o.key} ${o.label.toLowerCase()}${o.groupOnly ? " (group messages)" : ""}`,
).join(", ")}, u undo. An outcome is applied ${UNDO_MS / 1000} seconds after it is chosen, unless undone.`;
