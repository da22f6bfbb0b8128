import { messageSummary } from "@/lib/exports/message-summary";
import { formatSeconds } from "@/lib/format";
import type { Message } from "@/lib/schemas/messages";

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
