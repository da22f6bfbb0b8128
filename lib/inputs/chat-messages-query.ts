import { z } from "zod";
import { idSchema } from "../schemas/groups";
import { type EditMessageInput, MAX_MESSAGE_BYTES, type Message, numericIdSchema } from "../schemas/messages";
import { reactionNameSchema } from "../schemas/reactions";
import { uidSchema } from "../schemas/users";
import { metadataBox, parseMetadata, splitTags, tagsBox } from "./form-text";
import { defineFilters, oneOf, text, uid, withOrWithout } from "./list-filters";
import { filtersSchema } from "./list-query";

export const MESSAGE_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_MESSAGE_PAGE_SIZE = 25;
export const REACTION_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_REACTION_PAGE_SIZE = 10;
export const AFFIXES = ["append", "prepend"] as const;

const messageId = numericIdSchema.max(15, "is not a message id");

/** `affix` + `id` move the cursor: prepend = older, append = newer. */
export const listMessagesQuery = z
  .object({
    receiverType: z.enum(["user", "group"]),
    target: idSchema,
    onBehalfOf: uidSchema.optional(),
    limit: z.number().int().min(1).max(1000).default(DEFAULT_MESSAGE_PAGE_SIZE),
    affix: z.enum(AFFIXES).default("prepend"),
    id: messageId.optional(),
    /** Without `id`: append = sent at or after it (unix seconds), prepend = sent before it. */
    sentAt: z.number().int().min(0).max(9_999_999_999).optional(),
    /** Without `id`: the page around this message, half before it and it with the rest after (two reads). */
    around: messageId.optional(),
  })
  .refine((q) => q.receiverType === "group" || q.onBehalfOf, {
    path: ["onBehalfOf"],
    error: "A conversation between two users is read as one of them: enter the uid to view as.",
  });
export type ListMessagesParams = z.output<typeof listMessagesQuery>;

export const messageTargetInput = z.object({ id: messageId });

export const listReactionsQuery = z.object({
  messageId,
  reaction: reactionNameSchema.optional(),
  limit: z.number().int().min(1).max(100).default(DEFAULT_REACTION_PAGE_SIZE),
  affix: z.enum(AFFIXES).default("append"),
  id: messageId.optional(),
});
export type ListReactionsParams = z.output<typeof listReactionsQuery>;

export const deleteMessageActionInput = z.object({
  messageId,
  permanent: z.boolean().default(false),
  onBehalfOf: uidSchema.optional(),
});
export type DeleteMessageActionInput = z.input<typeof deleteMessageActionInput>;

export const readStateActionInput = z.object({
  messageId,
  receiverType: z.enum(["user", "group"]),
  other: idSchema,
  uid: uidSchema,
  state: z.enum(["read", "unread"]),
});
export type ReadStateValues = z.input<typeof readStateActionInput>;
export type ReadStateActionInput = z.output<typeof readStateActionInput>;

/** A group message's sender, banned from that group from the message's page. */
export const banSenderActionInput = z.object({ messageId, guid: idSchema, uid: uidSchema });
export type BanSenderInput = z.input<typeof banSenderActionInput>;

export const listThreadQuery = z.object({
  messageId,
  limit: z.number().int().min(1).max(1000).default(DEFAULT_MESSAGE_PAGE_SIZE),
  affix: z.enum(AFFIXES).default("prepend"),
  id: messageId.optional(),
});
export type ListThreadParams = z.output<typeof listThreadQuery>;

export const DELETED_FILTERS = ["hide", "only"] as const;

export const SEARCH_RECEIVER_TYPES = ["user", "group"] as const;
export const MESSAGE_CATEGORIES = ["message", "action", "custom"] as const;

/** The message search's filters: its URL, its action's input and the service's query. */
export const messageSearchFilters = defineFilters({
  q: text(100, { message: "must be at most 100 characters" }).as("searchKey"),
  sender: uid(),
  receiverType: oneOf(SEARCH_RECEIVER_TYPES),
  category: oneOf(MESSAGE_CATEGORIES),
  attachments: withOrWithout().as("hasAttachments"),
  /** Thread parents (`with`) or messages nobody replied to in a thread (`without`): [ours] in the service. */
  replies: withOrWithout().as("hasReplies"),
  conversation: text(250, { message: "must be at most 250 characters" }).as("conversationId"),
  deleted: oneOf(DELETED_FILTERS),
});

export const searchMessagesQuery = filtersSchema(messageSearchFilters.fields).extend({
  limit: z.number().int().min(1).max(1000).default(DEFAULT_MESSAGE_PAGE_SIZE),
  affix: z.enum(AFFIXES).default("prepend"),
  id: messageId.optional(),
});
export type SearchMessagesParams = z.output<typeof searchMessagesQuery>;

/** The search as the service's query (`GET /messages`): `deleted` is its hideDeleted or onlyDeleted. */
export function searchQuery({ deleted, ...q }: SearchMessagesParams) {
  return {
    ...q,
    hideDeleted: deleted === "hide" ? true : undefined,
    onlyDeleted: deleted === "only" ? true : undefined,
  };
}

/** The id just before `id`, so that `affix=append&id=<that>` starts a page at `id` itself. */
export function cursorBefore(id: string): string {
  return (BigInt(id) - 1n).toString();
}

const textBox = z
  .string()
  // Counted in characters first, so a huge text is refused before it is encoded.
  .max(MAX_MESSAGE_BYTES, { error: "A message is at most 65 KB.", abort: true })
  .refine((t) => t.trim().length > 0, "Write a message.")
  .refine((t) => new TextEncoder().encode(t).length <= MAX_MESSAGE_BYTES, "A message is at most 65 KB.");

export const replyInThreadActionInput = z.object({
  messageId,
  receiverType: z.enum(["user", "group"]),
  other: idSchema,
  sender: uidSchema,
  text: textBox,
});
export type ReplyInThreadValues = z.input<typeof replyInThreadActionInput>;
export type ReplyInThreadInput = z.output<typeof replyInThreadActionInput>;

/** A thread reply as the service takes it (`POST /messages/{id}/thread`): a text message, sent as `sender`. */
export const threadReply = (v: ReplyInThreadInput) => ({
  params: { id: v.messageId },
  body: {
    receiver: v.other,
    receiverType: v.receiverType,
    category: "message" as const,
    type: "text",
    data: { text: v.text },
  },
  onBehalfOf: v.sender,
});

export const sendMessageActionInput = z
  .object({
    receiverType: z.enum(["user", "group"]),
    target: idSchema,
    as: uidSchema.optional(),
    sender: z.string().trim(),
    text: textBox,
    /** Sent by the sender's bot (`POST /bots/{uid}/messages`) instead of as the user. */
    asBot: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (v.asBot && !v.sender) {
      ctx.addIssue({ code: "custom", path: ["sender"], message: "Pick the user the bot is connected to." });
    }
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

export function receiverOf(v: z.output<typeof sendMessageActionInput>): string {
  if (v.receiverType === "group") return v.target;
  return v.sender.toLowerCase() === v.target.toLowerCase() ? (v.as ?? v.target) : v.target;
}

export const editMessageActionInput = z.object({
  messageId,
  text: textBox.optional(),
  metadata: metadataBox,
  tags: tagsBox(25, 100),
});
export type EditMessageValues = z.input<typeof editMessageActionInput>;

export function editMessageBody(v: z.output<typeof editMessageActionInput>): EditMessageInput {
  return {
    data: { ...(v.text === undefined ? {} : { text: v.text }), metadata: parseMetadata(v.metadata) ?? {} },
    tags: splitTags(v.tags),
  };
}

/** Its id names both users when the app sent the message. */
export function usersOf(m: Pick<Message, "sender" | "receiver" | "conversationId">): string[] {
  if (m.sender !== "app_system") return [m.sender, m.receiver];
  return m.conversationId.split("_user_");
}
