import Link from "next/link";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatSeconds } from "@/lib/format";
import type { Conversation } from "@/lib/schemas/conversations";

/** Who or what the conversation is with: a user (linked) or a group. */
function Other({ c }: { c: Conversation }) {
  const w = c.conversationWith;
  if ("uid" in w) {
    return (
      <Link href={`/users/${encodeURIComponent(w.uid)}`} className="underline-offset-4 hover:underline">
        {w.name} <span className="text-xs text-muted-foreground">({w.uid})</span>
      </Link>
    );
  }
  return (
    <span>
      {w.name} <span className="text-xs text-muted-foreground">(group {w.guid})</span>
    </span>
  );
}

/** A short preview of the last message: its text, or what kind of message it is. */
function preview(c: Conversation): string {
  const m = c.lastMessage;
  if (m.deletedAt) return "(deleted)";
  if (m.data.text) return m.data.text.length > 80 ? `${m.data.text.slice(0, 79)}…` : m.data.text;
  return m.category === "action" ? `(${m.data.action ?? "action"})` : `(${m.type})`;
}

/** The user's conversations as the service lists them for that user (newest update first). */
export function UserConversations({ conversations }: { conversations: Conversation[] }) {
  if (conversations.length === 0)
    return <p className="text-sm text-muted-foreground">No conversations yet.</p>;
  return (
    <Table>
      <caption className="sr-only">Conversations of this user</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">With</TableHead>
          <TableHead scope="col">Type</TableHead>
          <TableHead scope="col">Last message</TableHead>
          <TableHead scope="col">Unread</TableHead>
          <TableHead scope="col">Updated (UTC)</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {conversations.map((c) => (
          <TableRow key={c.conversationId}>
            <TableCell>
              <Other c={c} />
            </TableCell>
            <TableCell>{c.conversationType}</TableCell>
            <TableCell className="max-w-xs truncate">{preview(c)}</TableCell>
            <TableCell className="tabular-nums">{c.unreadMessageCount}</TableCell>
            <TableCell>{formatSeconds(c.updatedAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
