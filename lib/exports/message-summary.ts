import type { Message } from "../schemas/messages";

export function messageSummary(m: Message): string {
  if (m.deletedAt) return "(deleted)";
  if (m.category === "action") return `${m.data.action ?? m.type} (action)`;
  const files = m.data.attachments?.map((a) => (typeof a.name === "string" ? a.name : a.url));
  const attached = files?.length ? `[${m.type}: ${files.join(", ")}]` : undefined;
  if (typeof m.data.text === "string") return attached ? `${m.data.text} ${attached}` : m.data.text;
  return attached ?? `(${m.category} ${m.type})`;
}

/** "1 reply", "3 replies": a thread parent's reply count. */
export const repliesLabel = (n: number) => `${n} ${n === 1 ? "reply" : "replies"}`;
