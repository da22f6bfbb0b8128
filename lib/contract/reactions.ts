import { z } from "zod";
import { reactedMessageEnvelope, reactionListEnvelope, reactionNameSchema } from "../schemas/reactions";
import { contract } from "./define";
import { qint } from "./query";

// A message's reactions (chat API).

const TAG = "Reactions";

/** Path params; the service has already decoded the URL-encoded emoji. */
const oneReaction = z.object({ id: z.string(), reaction: reactionNameSchema });

/** Reference §7: default `limit` 10, at most 100; `affix` + `id` (a reaction id) move the cursor. */
export const reactionQuery = z.object({
  limit: qint(1, 100).optional().default(10),
  affix: z.enum(["append", "prepend"], { error: "must be append or prepend" }).optional().default("append"),
  id: z
    .string()
    .regex(/^\d{1,15}$/, "must be a reaction id")
    .transform(Number)
    .optional(),
});

const PAGING =
  "Oldest first, newest last. No id: the first `limit`; affix=append&id=X: the `limit` after reaction X; " +
  "affix=prepend&id=X: the `limit` before it. meta.next {affix, id} continues the same way; absent on the last page.";

export const addReaction = contract({
  api: "chat",
  method: "post",
  path: "/messages/:id/reactions/:reaction",
  tag: TAG,
  summary:
    "React to a message as onBehalfOf (≤ 45 characters; ≤ 25 distinct per message). Answers the message with data.reactions; fires message_reaction_added.",
  onBehalfOf: "required",
  params: oneReaction,
  response: reactedMessageEnvelope,
});

export const removeReaction = contract({
  api: "chat",
  method: "delete",
  path: "/messages/:id/reactions/:reaction",
  tag: TAG,
  summary:
    "Remove onBehalfOf's reaction (404 ERR_REACTION_NOT_FOUND if absent). Answers the message with data.reactions; fires message_reaction_removed.",
  onBehalfOf: "required",
  params: oneReaction,
  response: reactedMessageEnvelope,
});

export const listReactions = contract({
  api: "chat",
  method: "get",
  path: "/messages/:id/reactions",
  tag: TAG,
  summary: `List a message's reactions. ${PAGING}`,
  onBehalfOf: "optional",
  params: z.object({ id: z.string() }),
  query: reactionQuery,
  response: reactionListEnvelope,
});

export const listReactionsOfKind = contract({
  api: "chat",
  method: "get",
  path: "/messages/:id/reactions/:reaction",
  tag: TAG,
  summary: `List a message's reactions of one kind. ${PAGING}`,
  onBehalfOf: "optional",
  params: oneReaction,
  query: reactionQuery,
  response: reactionListEnvelope,
});
