import type { Call } from "@/lib/schemas/calls";

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
  const when = `${at.format(call.initiatedAt * 1000)} UTC`;
  const how = call.status === "ended" ? durationWords(call.totalDuration) : call.status;
  return `${when} · ${how}`;
}
