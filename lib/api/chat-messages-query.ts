import { z } from "zod";
import { idSchema } from "../schemas/groups";
import { type EditMessageInput, MAX_MESSAGE_BYTES, type Message, numericIdSchema } from "../schemas/messages";
import { reactionNameSchema } from "../schemas/reactions";
import { uidSchema } from "../schemas/users";
import { metadataBox, parseMetadata, splitTags, tagsBox } from "./form-text";

/** The messages pages' queries and action inputs; browser-safe. */
export const MESSAGE_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_MESSAGE_PAGE_SIZE = 25;
export const REACTION_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_REACTION_PAGE_SIZE = 10;
export const AFFIXES = ["append", "prepend"] as const;

const messageId = numericIdSchema.max(15, "is not a message id");

/**
 * One cursor page of a conversation: a user's messages with `target` (as `onBehalfOf`, required) or a
 * group's (as a member, optional). `affix` + `id` move the cursor: prepend = older, append = newer.
 */
export const listMessagesQuery = z
  .object({
    receiverType: z.enum(["user", "group"]),
    target: idSchema,
    onBehalfOf: uidSchema.optional(),
    limit: z.number().int().min(1).max(1000).default(DEFAULT_MESSAGE_PAGE_SIZE),
    affix: z.enum(AFFIXES).default("prepend"),
    id: messageId.optional(),
  })
  .refine((q) => q.receiverType === "group" || q.onBehalfOf, {
    path: ["onBehalfOf"],
    error: "A conversation between two users is read as one of them: enter the uid to view as.",
  });
export type ListMessagesParams = z.output<typeof listMessagesQuery>;

export const messageTargetInput = z.object({ id: messageId });

/** One cursor page of a message's reactions, optionally of one reaction only. */
export const listReactionsQuery = z.object({
  messageId,
  reaction: reactionNameSchema.optional(),
  limit: z.number().int().min(1).max(100).default(DEFAULT_REACTION_PAGE_SIZE),
  affix: z.enum(AFFIXES).default("append"),
  id: messageId.optional(),
});
export type ListReactionsParams = z.output<typeof listReactionsQuery>;

/** Soft delete (text removed, the message stays marked deleted) or permanent (the message is gone). */
export const deleteMessageActionInput = z.object({
  messageId,
  permanent: z.boolean().default(false),
  onBehalfOf: uidSchema.optional(),
});
export type DeleteMessageActionInput = z.input<typeof deleteMessageActionInput>;

/**
 * Moves one participant's read mark at a message: `read` marks everything up to it read, `unread` marks
 * the messages after it unread again. `other` is the conversation's other user, or the group.
 */
export const readStateActionInput = z.object({
  messageId,
  receiverType: z.enum(["user", "group"]),
  /** The other user of a two-user conversation, or the group's guid. */
  other: idSchema,
  uid: uidSchema,
  state: z.enum(["read", "unread"]),
});
export type ReadStateValues = z.input<typeof readStateActionInput>;
export type ReadStateActionInput = z.output<typeof readStateActionInput>;

/** One cursor page of a message's thread replies, oldest to newest within the page. */
export const listThreadQuery = z.object({
  messageId,
  limit: z.number().int().min(1).max(1000).default(DEFAULT_MESSAGE_PAGE_SIZE),
  affix: z.enum(AFFIXES).default("prepend"),
  id: messageId.optional(),
});
export type ListThreadParams = z.output<typeof listThreadQuery>;

/** What a message search keeps of deleted messages. */
export const DELETED_FILTERS = ["hide", "only"] as const;

/**
 * One cursor page of a search across the app's messages (`GET /messages`): part of the text, the sender,
 * group or one-to-one, kind, with files, deleted ones hidden or alone. Newest page first, as the lists.
 */
export const searchMessagesQuery = z.object({
  searchKey: z.string().trim().min(1).max(100, "must be at most 100 characters").optional(),
  sender: uidSchema.optional(),
  receiverType: z.enum(["user", "group"]).optional(),
  category: z.enum(["message", "action", "custom"]).optional(),
  hasAttachments: z.boolean().optional(),
  deleted: z.enum(DELETED_FILTERS).optional(),
  limit: z.number().int().min(1).max(1000).default(DEFAULT_MESSAGE_PAGE_SIZE),
  affix: z.enum(AFFIXES).default("prepend"),
  id: messageId.optional(),
});
export type SearchMessagesParams = z.output<typeof searchMessagesQuery>;

/** The id just before `id`, so that `affix=append&id=<that>` starts a page at `id` itself. */
export function cursorBefore(id: string): string {
  return (BigInt(id) - 1n).toString();
}

const textBox = z
  .string()
  .refine((t) => t.trim().length > 0, "Write a message.")
  .refine((t) => new TextEncoder().encode(t).length <= MAX_MESSAGE_BYTES, "A message is at most 65 KB.");

/** A text reply in a message's thread, as one of the conversation's users (to the other), or a group's member. */
export const replyInThreadActionInput = z.object({
  messageId,
  receiverType: z.enum(["user", "group"]),
  /** The other user of a two-user conversation, or the group's guid. */
  other: idSchema,
  sender: uidSchema,
  text: textBox,
});
export type ReplyInThreadValues = z.input<typeof replyInThreadActionInput>;
export type ReplyInThreadInput = z.output<typeof replyInThreadActionInput>;

/**
 * Sends a text into the conversation on the page: a group's (as a member, or as the app when `sender` is
 * blank), or between two users (as one of them, to the other).
 */
export const sendMessageActionInput = z
  .object({
    receiverType: z.enum(["user", "group"]),
    /** The other user (uid) or the group (guid): the conversation's `target`. */
    target: idSchema,
    /** In a two-user conversation, the user it is read as: the other participant. */
    as: uidSchema.optional(),
    /** Who sends: a uid, or blank for the app itself (groups only). */
    sender: z.string().trim(),
    text: textBox,
  })
  .superRefine((v, ctx) => {
    if (v.sender && !uidSchema.safeParse(v.sender).success) {
      ctx.addIssue({
        code: "custom",
        path: ["sender"],
        message: "Not a uid (letters, digits, _ and - only).",
      });
    }
    if (v.receiverType === "user") {
      const both = [v.as, v.target].map((u) => u?.toLowerCase());
      if (!v.as || !both.includes(v.sender.toLowerCase())) {
        ctx.addIssue({
          code: "custom",
          path: ["sender"],
          message: "Send as one of the conversation's two users.",
        });
      }
    }
  });
export type SendMessageValues = z.input<typeof sendMessageActionInput>;

/** The receiver of a message sent from the conversation on the page. */
export function receiverOf(v: z.output<typeof sendMessageActionInput>): string {
  if (v.receiverType === "group") return v.target;
  return v.sender.toLowerCase() === v.target.toLowerCase() ? (v.as ?? v.target) : v.target;
}

/**
 * Edits a message: its text (text messages only; `text` is absent for others), metadata and tags, each
 * replacing the old. A blank metadata box clears the metadata; a blank tags box clears the tags.
 */
export const editMessageActionInput = z.object({
  messageId,
  text: textBox.optional(),
  metadata: metadataBox,
  tags: tagsBox(25, 100),
});
export type EditMessageValues = z.input<typeof editMessageActionInput>;

/** The `PUT /messages/{id}` body of the edit form's values. */
export function editMessageBody(v: z.output<typeof editMessageActionInput>): EditMessageInput {
  return {
    data: { ...(v.text === undefined ? {} : { text: v.text }), metadata: parseMetadata(v.metadata) ?? {} },
    tags: splitTags(v.tags),
  };
}

/** The two users of a two-user conversation (its id names them when the app sent the message). */
export function usersOf(m: Pick<Message, "sender" | "receiver" | "conversationId">): string[] {
  if (m.sender !== "app_system") return [m.sender, m.receiver];
  return m.conversationId.split("_user_");
}
