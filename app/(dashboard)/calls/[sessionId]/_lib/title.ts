import type { Call } from "@/lib/schemas/calls";

/** Readable names of the call's two ends; a missing one (deleted user, unknown group) falls back to its id. */
export interface CallParties {
  initiator?: string;
  receiver?: string;
}

const at = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});

/** "Alice Laurent called Bob Martin", or "Alice Laurent in group Design" for a group call. */
export function callTitle(call: Pick<Call, "initiator" | "receiver" | "receiverType">, names: CallParties) {
  const who = names.initiator?.trim() || call.initiator;
  const other = names.receiver?.trim() || call.receiver;
  return call.receiverType === "group" ? `${who} in group ${other}` : `${who} called ${other}`;
}

/** A duration of `HH:MM:SS` in words: "1 h 05 min", "12 min", "45 s". */
export function durationWords(hhmmss: string): string {
  const [h = 0, m = 0, s = 0] = hhmmss.split(":").map(Number);
  if (h > 0) return `${h} h ${String(m).padStart(2, "0")} min`;
  if (m > 0) return `${m} min`;
  return `${s} s`;
}

/** When it was placed (UTC) and how it went: "24 Nov 2026, 14:02 UTC · 12 min", or "· unanswered". */
export function callWhen(call: Pick<Call, "initiatedAt" | "status" | "totalDuration">): string {
  const when = `${at.format(call.initiatedAt * 1000)} UTC`;
  const how = call.status === "ended" ? durationWords(call.totalDuration) : call.status;
  return `${when} · ${how}`;
}
