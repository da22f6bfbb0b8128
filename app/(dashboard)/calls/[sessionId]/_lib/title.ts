import { formatSecondsUtc } from "@/lib/format";
import type { Call } from "@/lib/schemas/calls";

export interface CallParties {
  initiator?: string;
  receiver?: string;
  /** The names of the call's users (its participants), by uid, as far as they are known. */
  names?: Record<string, string>;
}

export function callTitle(call: Pick<Call, "initiator" | "receiver" | "receiverType">, names: CallParties) {
  const who = names.initiator?.trim() || call.initiator;
  const other = names.receiver?.trim() || call.receiver;
  return call.receiverType === "group" ? `${who} in group ${other}` : `${who} called ${other}`;
}

export function durationWords(hhmmss: string): string {
  const [h = 0, m = 0, s = 0] = hhmmss.split(":").map(Number);
  if (h > 0) return `${h} h ${String(m).padStart(2, "0")} min`;
  if (m > 0) return `${m} min`;
  return `${s} s`;
}

export function callWhen(call: Pick<Call, "initiatedAt" | "status" | "totalDuration">): string {
  const when = formatSecondsUtc(call.initiatedAt);
  const how = call.status === "ended" ? durationWords(call.totalDuration) : call.status;
  return `${when} · ${how}`;
}
