import { z } from "zod";
import { ID_MAX_LENGTH, ID_PATTERN } from "../ids";
import { unixSeconds } from "./common";

/** uid rules (reference §3): up to 100 letters, digits, `_` or `-`; the service stores it lower-case. */
export const uidSchema = z
  .string()
  .min(1, "must not be empty")
  .max(ID_MAX_LENGTH, `must be at most ${ID_MAX_LENGTH} characters`)
  .regex(ID_PATTERN, "may hold only letters, digits, _ and -");

export const USER_STATUSES = ["available", "online", "offline"] as const;

export const userSchema = z
  .object({
    uid: z.string(),
    name: z.string(),
    role: z.string(),
    avatar: z.string().optional(),
    link: z.string().optional(),
    status: z.enum(USER_STATUSES),
    statusMessage: z.string().optional(),
    metadata: z.record(z.string(), z.unknown()).optional(),
    tags: z.array(z.string()).optional(),
    createdAt: unixSeconds.optional(),
    updatedAt: unixSeconds.optional(),
    lastActiveAt: unixSeconds.optional(),
    conversationId: z.string().optional(),
    hasBlockedMe: z.boolean().optional(),
    blockedByMe: z.boolean().optional(),
    blockedAt: unixSeconds.optional(),
    blockedByMeAt: unixSeconds.optional(),
    deactivatedAt: unixSeconds.optional(),
    authToken: z.string().optional(),
  })
  .strict();
export type User = z.infer<typeof userSchema>;

const nameSchema = z.string().trim().min(1, "must not be empty").max(100, "must be at most 100 characters");
const urlSchema = z.url({ error: "must be a URL" }).max(255, "must be at most 255 characters");
export const roleIdSchema = z
  .string()
  .min(1, "must not be empty")
  .max(100, "must be at most 100 characters")
  .regex(/^[A-Za-z0-9_-]+$/, "may hold only letters, digits, _ and -");
export const tagsSchema = z
  .array(z.string().min(1, "must not be empty").max(100, "a tag is at most 100 characters"))
  .max(25, "at most 25 tags");

const userFields = {
  name: nameSchema,
  avatar: urlSchema,
  link: urlSchema,
  role: roleIdSchema,
  statusMessage: z.string().max(255, "must be at most 255 characters"),
  metadata: z.record(z.string(), z.unknown(), { error: "must be an object" }),
  tags: tagsSchema,
};

/** Each of a user's fields, none required. */
const optionalUserFields = z.object(userFields).partial().shape;

export const createUserInput = z.object({
  uid: uidSchema,
  ...optionalUserFields,
  name: userFields.name,
  withAuthToken: z.boolean().optional(),
});
export type CreateUserInput = z.input<typeof createUserInput>;

/** Role, status message and tags cannot be unset; they are set instead. */
export const UNSETTABLE_USER_FIELDS = ["avatar", "link", "metadata"] as const;

export const updateUserInput = z
  .object({
    ...optionalUserFields,
    unset: z.array(z.enum(UNSETTABLE_USER_FIELDS)).max(UNSETTABLE_USER_FIELDS.length).optional(),
  })
  .refine(
    ({ unset, ...fields }) => (unset?.length ?? 0) > 0 || Object.values(fields).some((v) => v !== undefined),
    { error: "at least one field to update is required" },
  )
  .refine((b) => !(b.unset ?? []).some((f) => b[f] !== undefined), {
    error: "a field cannot be both set and unset",
    path: ["unset"],
  });
export type UpdateUserInput = z.input<typeof updateUserInput>;

export const MAX_BULK_UIDS = 100;

export const uidListSchema = z
  .array(uidSchema)
  .min(1, "must name at least one uid")
  .max(MAX_BULK_UIDS, `at most ${MAX_BULK_UIDS} uids`);

export const perUidResultSchema = z.record(
  z.string(),
  z.object({ success: z.boolean(), message: z.string() }).strict(),
);

export const deactivatedUidsSchema = z.object({ deactivatedUids: z.array(z.string()) }).strict();
export const nonDeactivatedUidsSchema = z.object({ nonDeactivatedUids: z.array(z.string()) }).strict();

export const blockUsersInput = z.object({ blockedUids: uidListSchema });
export const addFriendsInput = z.object({ accepted: uidListSchema });
export const addFriendsEnvelope = z.object({ data: z.object({ accepted: perUidResultSchema }).strict() });
export const removeFriendsInput = z.object({ friends: uidListSchema });
export const deactivateUsersInput = z.object({ uidsToDeactivate: uidListSchema });
export const reactivateUsersInput = z.object({ uidsToActivate: uidListSchema });
export const deleteUserInput = z.object({ permanent: z.boolean().optional() });
