import { z } from "zod";
import type { MsMessagesTable } from "../db/types";
import { MEDIA_TYPES, type Message } from "../schemas/messages";

export type MessageRow = MsMessagesTable;

const MEDIA: readonly string[] = MEDIA_TYPES;

/** Action messages are the service's own notes (members added, edits, deletions): not messages sent. */
export const isSent = (m: Message) => m.category !== "action";

/** What the panels need of a message; its text and data stay with the service. */
export function messageRow(appId: string, m: Message): MessageRow {
  return {
    app_id: appId,
    id: Number(m.id),
    sender: m.sender,
    receiver_type: m.receiverType,
    receiver: m.receiver,
    category: m.category,
    type: m.type,
    sent_at: m.sentAt,
    parent_id: m.parentId === undefined ? null : Number(m.parentId),
    edited_at: m.editedAt ?? null,
    deleted_at: m.deletedAt ?? null,
    has_media: MEDIA.includes(m.type) || (m.data.attachments?.length ?? 0) > 0 ? 1 : 0,
  };
}

const target = z.object({
  id: z.union([z.string().regex(/^\d+$/), z.number().int()]),
  editedAt: z.number().int().optional(),
  deletedAt: z.number().int().optional(),
});

export interface Mark {
  id: number;
  edited_at: number | null;
  deleted_at: number | null;
}

/**
 * The list holds an `edited` or `deleted` action message after each edit and deletion, naming the message
 * as it became: reading on from the high-water id sees them, though the list has no updatedAt filter.
 */
export function markOf(m: Message): Mark | undefined {
  if (m.category !== "action" || (m.data.action !== "edited" && m.data.action !== "deleted"))
    return undefined;
  const on = m.data.entities?.on;
  if (on?.entityType !== "message") return undefined;
  const parsed = target.safeParse(on.entity);
  if (!parsed.success) return undefined;
  const t = parsed.data;
  return {
    id: Number(t.id),
    edited_at: t.editedAt ?? (m.data.action === "edited" ? m.sentAt : null),
    deleted_at: t.deletedAt ?? (m.data.action === "deleted" ? m.sentAt : null),
  };
}
