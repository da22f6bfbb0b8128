import { z } from "zod";
import { dataEnvelope, pageEnvelope, unixSeconds } from "./common";
import { groupSchema } from "./groups";
import { messageSchema } from "./messages";
import { tagsSchema, userSchema } from "./users";

/** `unreadMessageCount` is a string of digits. */
export const conversationSchema = z
  .object({
    conversationId: z.string(),
    conversationType: z.enum(["user", "group"]),
    unreadMessageCount: z.string().regex(/^\d+$/, "must be a string of digits"),
    createdAt: unixSeconds,
    updatedAt: unixSeconds,
    lastMessage: messageSchema,
    conversationWith: z.union([userSchema, groupSchema]),
    /** The tags the user it is read for gave the conversation (PUT …/conversation). */
    tags: z.array(z.string()).optional(),
  })
  .strict();
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationEnvelope = dataEnvelope(conversationSchema);
export const conversationListEnvelope = pageEnvelope(conversationSchema);
export type ConversationPage = z.infer<typeof conversationListEnvelope>;
export const conversationArrayEnvelope = dataEnvelope(z.array(conversationSchema));

/** The published body of PUT /users/{uid}/conversation and /groups/{guid}/conversation. */
export const updateConversationInput = z.strictObject({ tags: tagsSchema.optional() });
export type UpdateConversationInput = z.input<typeof updateConversationInput>;

const messageIdField = z
  .union([z.string().regex(/^\d+$/, "must be a message id"), z.number().int().min(1)], {
    error: "must be a message id",
  })
  .transform(String);

/** The body of marking a conversation unread after a message: the message is required. */
export const receiptInput = z.object({ messageId: messageIdField });

/**
 * The body of marking a conversation read or delivered: up to `messageId`, or up to its latest message when none
 * is sent (the published files list `messageId` as optional).
 */
export const receiptMarkInput = z.object({ messageId: messageIdField.optional() });
