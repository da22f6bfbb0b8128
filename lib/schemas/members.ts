import { z } from "zod";
import { dataEnvelope, errorEnvelope, pageEnvelope, unixSeconds } from "./common";
import { groupSchema, memberListsSchema, memberScopeSchema } from "./groups";
import { actionMessageSchema, messageDataSchema } from "./messages";
import { userSchema } from "./users";

export const memberSchema = userSchema.extend({ scope: memberScopeSchema, joinedAt: unixSeconds });
export type Member = z.infer<typeof memberSchema>;
export const memberListEnvelope = pageEnvelope(memberSchema);

export const bannedUserSchema = userSchema;
export const bannedUserListEnvelope = pageEnvelope(bannedUserSchema);

const userEntity = z.object({ entity: userSchema, entityType: z.literal("user") });
const groupEntity = z.object({ entity: groupSchema, entityType: z.literal("group") });

export const groupActionMessageSchema = actionMessageSchema.extend({
  receiverType: z.literal("group"),
  type: z.literal("groupMember"),
  data: messageDataSchema.extend({
    action: z.string(),
    entities: z.object({ by: userEntity, on: userEntity, for: groupEntity }),
  }),
});
export type GroupActionMessage = z.infer<typeof groupActionMessageSchema>;

export const addMemberResultSchema = z.union([
  z.object({ success: z.literal(true), data: groupActionMessageSchema }),
  z.object({ success: z.literal(false), error: errorEnvelope.shape.error }),
]);
export type AddMemberResult = z.infer<typeof addMemberResultSchema>;

const resultMap = z.record(z.string(), addMemberResultSchema);

/** `usersToBan` results carry only `success`. */
export const addMembersEnvelope = dataEnvelope(
  z.object({
    admins: resultMap,
    moderators: resultMap,
    participants: resultMap,
    usersToBan: z.record(z.string(), z.object({ success: z.boolean() })),
  }),
);
export type AddMembersAnswer = z.infer<typeof addMembersEnvelope>;

export const scopeChangeSchema = z
  .object({ guid: z.string(), uid: z.string(), scope: memberScopeSchema, joinedAt: unixSeconds })
  .strict();
export const scopeChangeEnvelope = dataEnvelope(scopeChangeSchema);

export const addMembersBody = memberListsSchema.refine(
  (b) => [b.admins, b.moderators, b.participants, b.usersToBan].some((l) => l && l.length > 0),
  { error: "name at least one uid in admins, moderators, participants or usersToBan" },
);
export type AddMembersInput = z.input<typeof addMembersBody>;

export const changeScopeBody = z.object({ scope: memberScopeSchema });
export type ChangeScopeInput = z.input<typeof changeScopeBody>;
