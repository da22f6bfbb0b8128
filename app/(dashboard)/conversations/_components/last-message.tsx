import { formatSeconds } from "@/lib/format";
import type { Message } from "@/lib/schemas/messages";

/** A message in one line: who sent what, or the action it records, or that it was deleted. */
export function messageSummary(m: Message): string {
  if (m.deletedAt) return "(deleted)";
  if (m.category === "action") return `${m.data.action ?? m.type} (action)`;
  if (typeof m.data.text === "string") return m.data.text;
  return `(${m.category} ${m.type})`;
}

/** The last message of a conversation: sender, text and when. */
export function LastMessage({ message }: { message: Message }) {
  return (
    <span className="flex min-w-0 flex-col">
      <span className="truncate">
        <span className="font-medium">{message.sender}:</span> {messageSummary(message)}
      </span>
      <span className="text-xs text-muted-foreground">
        #{message.id} · {formatSeconds(message.sentAt)}
      </span>
    </span>
  );
}
