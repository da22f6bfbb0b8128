import { Badge } from "@/components/ui/badge";
import type { Conversation } from "@/lib/schemas/conversations";

export function ConversationWith({ conversation }: { conversation: Conversation }) {
  const w = conversation.conversationWith;
  if ("guid" in w) {
    return (
      <span className="flex flex-wrap items-center gap-1.5">
        <span className="font-medium">{w.name}</span>
        <code className="text-xs text-muted-foreground">{w.guid}</code>
        {w.scope ? <Badge variant="muted">scope: {w.scope}</Badge> : null}
        {w.hasJoined === false ? <Badge variant="warning">not joined</Badge> : null}
      </span>
    );
  }
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <span className="font-medium">{w.name}</span>
      <code className="text-xs text-muted-foreground">{w.uid}</code>
    </span>
  );
}
