import { z } from "zod";
import { dataEnvelope, pageEnvelope, unixSeconds } from "./common";

/** uid and guid rule of the service: 1..100 letters, digits, `_` or `-` (stored lower-case). */
export const idSchema = z
  .string()
  .min(1, "must not be empty")
  .max(100, "must be at most 100 characters")
  .regex(/^[A-Za-z0-9_-]+$/, "may hold only letters, digits, _ and -");

export const GROUP_TYPES = ["public", "password", "private"] as const;
export const groupTypeSchema = z.enum(GROUP_TYPES);

export const MEMBER_SCOPES = ["admin", "moderator", "participant"] as const;
export const memberScopeSchema = z.enum(MEMBER_SCOPES);

const groupTags = z
  .array(z.string().min(1).max(100, "a tag is at most 100 characters"))
  .max(25, "at most 25 tags");

/** The group resource as answered and embedded in messages and events. */
export const groupSchema = z.object({
  guid: z.string(),
  name: z.string(),
  description: z.string().optional(),
  icon: z.string().optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  tags: z.array(z.string()).optional(),
  type: groupTypeSchema,
  owner: z.string(),
  /** Only in the owner-transfer event. */
  oldOwner: z.string().optional(),
  /** The caller's (onBehalfOf) role in the group. */
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

/** The four member arrays of create-group and add-members: uid strings, at most 25 uids in all. */
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

/** Body of `POST /groups`. */
export const createGroupBody = z
  .object({
    guid: idSchema,
    name: z.string().trim().min(1, "must not be empty").max(100, "must be at most 100 characters"),
    type: groupTypeSchema.default("public"),
    password: z.string().min(1, "must not be empty").max(100).optional(),
    icon: z.url().optional(),
    description: z.string().max(1000).optional(),
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

/** Body of `PUT /groups/{guid}`: at least one field; a new `owner` must already be a member. */
export const updateGroupBody = z
  .object({
    name: z.string().trim().min(1, "must not be empty").max(100, "must be at most 100 characters").optional(),
    description: z.string().max(1000).optional(),
    icon: z.url().optional(),
    metadata: z.record(z.string(), z.unknown()).optional(),
    tags: groupTags.optional(),
    type: groupTypeSchema.optional(),
    password: z.string().min(1, "must not be empty").max(100).optional(),
    owner: idSchema.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    error: "at least one field to update is required",
  });
export type UpdateGroupInput = z.input<typeof updateGroupBody>;
