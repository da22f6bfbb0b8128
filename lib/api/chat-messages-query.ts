import { z } from "zod";
import { idSchema } from "../schemas/groups";
import { numericIdSchema } from "../schemas/messages";
import { reactionNameSchema } from "../schemas/reactions";
import { uidSchema } from "../schemas/users";

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

/** The id just before `id`, so that `affix=append&id=<that>` starts a page at `id` itself. */
export function cursorBefore(id: string): string {
  return (BigInt(id) - 1n).toString();
}
