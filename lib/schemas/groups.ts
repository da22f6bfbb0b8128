import { z } from "zod";
import { ID_MAX_LENGTH, ID_PATTERN } from "../ids";
import { dataEnvelope, pageEnvelope, unixSeconds } from "./common";

/** The service stores ids lower-case. */
export const idSchema = z
  .string()
  .min(1, "must not be empty")
  .max(ID_MAX_LENGTH, `must be at most ${ID_MAX_LENGTH} characters`)
  .regex(ID_PATTERN, "may hold only letters, digits, _ and -");

export const GROUP_TYPES = ["public", "password", "private"] as const;
export const groupTypeSchema = z.enum(GROUP_TYPES);

export const MEMBER_SCOPES = ["admin", "moderator", "participant"] as const;
export const memberScopeSchema = z.enum(MEMBER_SCOPES);

export const GROUP_LIMITS = { name: 100, password: 100, description: 1000, tags: 25, tag: 100 } as const;
const L = GROUP_LIMITS;

const groupTags = z
  .array(z.string().min(1).max(L.tag, `a tag is at most ${L.tag} characters`))
  .max(L.tags, `at most ${L.tags} tags`);
const groupName = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .max(L.name, `must be at most ${L.name} characters`);
const groupPassword = z.string().min(1, "must not be empty").max(L.password);
const groupDescription = z.string().max(L.description);

export const groupSchema = z.object({
  guid: z.string(),
  name: z.string(),
  description: z.string().optional(),
  icon: z.string().optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  tags: z.array(z.string()).optional(),
  type: groupTypeSchema,
  owner: z.string(),
  oldOwner: z.string().optional(),
  scope: memberScopeSchema.optional(),
  membersCount: z.number().int(),
  onlineMembersCount: z.number().int().optional(),
  joinedAt: unixSeconds.optional(),
  hasJoined: z.boolean().optional(),
  createdAt: unixSeconds,
  updatedAt: unixSeconds.optional(),
  updatedBy: z.string().optional(),
  conversationId: z.string(),
});
export type Group = z.infer<typeof groupSchema>;

export const groupEnvelope = dataEnvelope(groupSchema);
export const groupListEnvelope = pageEnvelope(groupSchema);

export const MAX_MEMBERS_PER_CALL = 25;
export const memberListsSchema = z
  .object({
    admins: z.array(idSchema).optional(),
    moderators: z.array(idSchema).optional(),
    participants: z.array(idSchema).optional(),
    usersToBan: z.array(idSchema).optional(),
  })
  .superRefine((lists, ctx) => {
    const all = [lists.admins, lists.moderators, lists.participants, lists.usersToBan].flat();
    const distinct = new Set(all.filter((u) => u !== undefined).map((u) => u.toLowerCase()));
    if (distinct.size > MAX_MEMBERS_PER_CALL) {
      ctx.addIssue({
        code: "custom",
        message: `at most ${MAX_MEMBERS_PER_CALL} uids in one call (got ${distinct.size})`,
      });
    }
  });
export type MemberLists = z.infer<typeof memberListsSchema>;

export const createGroupBody = z
  .object({
    guid: idSchema,
    name: groupName,
    type: groupTypeSchema.default("public"),
    password: groupPassword.optional(),
    icon: z.url().optional(),
    description: groupDescription.optional(),
    metadata: z.record(z.string(), z.unknown()).optional(),
    owner: idSchema.optional(),
    tags: groupTags.optional(),
    members: memberListsSchema.optional(),
  })
  .superRefine((b, ctx) => {
    if (b.type === "password" && !b.password) {
      ctx.addIssue({ code: "custom", path: ["password"], message: "is required for a password group" });
    }
  });
export type CreateGroupInput = z.input<typeof createGroupBody>;

/** A new `owner` must already be a member. */
export const updateGroupBody = z
  .object({
    name: groupName.optional(),
    description: groupDescription.optional(),
    icon: z.url().optional(),
    metadata: z.record(z.string(), z.unknown()).optional(),
    tags: groupTags.optional(),
    type: groupTypeSchema.optional(),
    password: groupPassword.optional(),
    owner: idSchema.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    error: "at least one field to update is required",
  });
export type UpdateGroupInput = z.input<typeof updateGroupBody>;
