import { z } from "zod";
import type { MsMentionsTable, MsMessagesTable, MsReactionsTable } from "../db/types";
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

const MENTION = /<@uid:([^>]+)>/g;

/**
 * The users a message's text mentions (`<@uid:…>`, the form the service notifies by), each once, as the service
 * compares them (lower case). A deleted message has lost its text: none, whenever the store read it.
 */
export function mentionedUids(m: Pick<Message, "data" | "deletedAt">): string[] {
  if (m.deletedAt !== undefined || typeof m.data.text !== "string") return [];
  return [...new Set([...m.data.text.matchAll(MENTION)].map((x) => (x[1] as string).toLowerCase()))];
}

export type MentionRow = MsMentionsTable;
export type ReactionRow = MsReactionsTable;

/** Who a sent message mentions, one row each: the uids, not the text. */
export const mentionRows = (appId: string, m: Message): MentionRow[] =>
  mentionedUids(m).map((uid) => ({ app_id: appId, message_id: Number(m.id), uid, sent_at: m.sentAt }));

/** A sent message's reaction counts per emoji as the list gives them; none once it is deleted. */
export const reactionRows = (appId: string, m: Message): ReactionRow[] =>
  m.deletedAt !== undefined
    ? []
    : (m.data.reactions ?? []).map((r) => ({
        app_id: appId,
        message_id: Number(m.id),
        reaction: r.reaction,
        count: r.count,
        sent_at: m.sentAt,
      }));

const target = z.object({
  id: z.union([z.string().regex(/^\d+$/), z.number().int()]),
  editedAt: z.number().int().optional(),
  deletedAt: z.number().int().optional(),
  data: z.looseObject({ text: z.string().optional() }).optional(),
});

export interface Mark {
  id: number;
  edited_at: number | null;
  deleted_at: number | null;
  /** After an edit whose message carries its new text: who it mentions now (replacing the stored ones). */
  mentions?: string[];
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
  const deleted_at = t.deletedAt ?? (m.data.action === "deleted" ? m.sentAt : null);
  const text = t.data?.text;
  return {
    id: Number(t.id),
    edited_at: t.editedAt ?? (m.data.action === "edited" ? m.sentAt : null),
    deleted_at,
    ...(deleted_at === null && typeof text === "string"
      ? { mentions: mentionedUids({ data: { text } }) }
      : {}),
  };
}
