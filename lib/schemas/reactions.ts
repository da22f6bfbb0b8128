import { z } from "zod";
import { dataEnvelope, unixSeconds } from "./common";
import { messageSchema, numericIdSchema } from "./messages";
import { userSchema } from "./users";

/** Reference §3: a reaction is at most 45 characters; a message holds at most 25 distinct ones. */
export const MAX_REACTION_CHARS = 45;
export const MAX_DISTINCT_REACTIONS = 25;

/** Counted in code points so one emoji is one character. */
export const reactionNameSchema = z
  .string()
  .min(1, "must not be empty")
  .refine((r) => r.trim() === r && r.length > 0, "must not have surrounding spaces")
  .refine((r) => [...r].length <= MAX_REACTION_CHARS, `must be at most ${MAX_REACTION_CHARS} characters`);

export const reactionSchema = z
  .object({
    id: numericIdSchema,
    messageId: numericIdSchema,
    reaction: z.string(),
    uid: z.string(),
    reactedAt: unixSeconds,
    reactedBy: userSchema,
  })
  .strict();
export type Reaction = z.infer<typeof reactionSchema>;

export const reactionListEnvelope = z.object({
  data: z.array(reactionSchema),
  meta: z.object({
    current: z.object({ limit: z.number().int(), count: z.number().int() }).strict(),
    next: z
      .object({ affix: z.enum(["append", "prepend"]), id: numericIdSchema })
      .strict()
      .optional(),
  }),
});

export type ReactionPage = z.infer<typeof reactionListEnvelope>;

export const reactedMessageEnvelope = dataEnvelope(messageSchema);
