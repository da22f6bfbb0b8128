import type { Message } from "../schemas/messages";

/** A message in one line, as the lists show it: its text, the action it records, or that it was deleted. */
export function messageSummary(m: Message): string {
  if (m.deletedAt) return "(deleted)";
  if (m.category === "action") return `${m.data.action ?? m.type} (action)`;
  if (typeof m.data.text === "string") return m.data.text;
  return `(${m.category} ${m.type})`;
}
