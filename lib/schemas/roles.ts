import { z } from "zod";
import { dataEnvelope, pageEnvelope, unixSeconds } from "./common";
import { perUidResultSchema, roleIdSchema } from "./users";

/** Every app has it and no one may delete it. */
export const DEFAULT_ROLE = "default";

export const ROLE_REACH = ["all", "friendsOnly"] as const;
export const roleSettingsSchema = z
  .object({
    listUsers: z.enum(ROLE_REACH, { error: "must be all or friendsOnly" }).optional(),
    sendMessagesTo: z.enum(ROLE_REACH, { error: "must be all or friendsOnly" }).optional(),
  })
  .strict();

export const roleSchema = z
  .object({
    role: z.string(),
    name: z.string(),
    description: z.string().optional(),
    metadata: z.record(z.string(), z.unknown()).optional(),
    settings: roleSettingsSchema.optional(),
    createdAt: unixSeconds,
    updatedAt: unixSeconds.optional(),
  })
  .strict();
export type UserRole = z.infer<typeof roleSchema>;
export const roleEnvelope = dataEnvelope(roleSchema);
export const roleListEnvelope = pageEnvelope(roleSchema);

const roleName = z.string().trim().min(1, "must not be empty").max(100, "must be at most 100 characters");
const roleDescription = z.string().max(255, "must be at most 255 characters");
const metadata = z.record(z.string(), z.unknown(), { error: "must be an object" });

export const createRoleInput = z.object({
  role: roleIdSchema,
  name: roleName,
  description: roleDescription.optional(),
  metadata: metadata.optional(),
  settings: roleSettingsSchema.optional(),
});
export type CreateRoleInput = z.input<typeof createRoleInput>;

export const UNSETTABLE_ROLE_FIELDS = ["settings", "description", "metadata"] as const;

export const updateRoleInput = z
  .object({
    name: roleName.optional(),
    description: roleDescription.optional(),
    metadata: metadata.optional(),
    settings: roleSettingsSchema.optional(),
    unset: z.array(z.enum(UNSETTABLE_ROLE_FIELDS)).max(3).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { error: "name a field to change" })
  .refine((b) => !(b.unset ?? []).some((f) => b[f] !== undefined), {
    error: "a field cannot be both set and unset",
    path: ["unset"],
  });
export type UpdateRoleInput = z.input<typeof updateRoleInput>;

export const restrictedFeatureSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    key: z.string(),
    path: z.string(),
    createdAt: unixSeconds,
  })
  .strict();
export type RestrictedFeature = z.infer<typeof restrictedFeatureSchema>;
export const restrictedFeatureListEnvelope = pageEnvelope(restrictedFeatureSchema);

const featureKeys = z
  .array(z.string().min(1).max(100, "must be at most 100 characters"))
  .min(1, "name at least one feature")
  .max(50, "at most 50 features");

export const restrictFeaturesInput = z.object({ featuresToRestrict: featureKeys });
export const restrictFeaturesEnvelope = dataEnvelope(perUidResultSchema);
export const allowFeaturesInput = z
  .object({ featuresToAllow: featureKeys.optional(), allowAll: z.boolean().optional() })
  .refine((b) => b.featuresToAllow !== undefined || b.allowAll === true, {
    error: "give featuresToAllow or allowAll: true",
  });

export const ROLE_FEATURES: Record<string, { title: string; description: string; path: string }> = {
  "u.listUsers": {
    title: "List Users",
    description: "Lets a signed-in user read the user list.",
    path: "/v3/users",
  },
  "u.listGroups": {
    title: "List Groups",
    description: "Lets a signed-in user read the group list.",
    path: "/v3/groups",
  },
  "u.createGroup": {
    title: "Create Group",
    description: "Lets a signed-in user create groups.",
    path: "/v3/groups",
  },
  "u.deleteGroup": {
    title: "Delete Group",
    description: "Lets a signed-in user delete a group they own or administer.",
    path: "/v3/groups/{{guid}}",
  },
  "u.addMembers": {
    title: "Add Members",
    description: "Lets a signed-in user add members to a group.",
    path: "/v3/groups/{{guid}}/members",
  },
  "u.sendMessage": {
    title: "Send Message",
    description: "Lets a signed-in user send messages.",
    path: "/v3/messages",
  },
  "u.editMessage": {
    title: "Edit Message",
    description: "Lets a signed-in user edit their messages.",
    path: "/v3/messages/{{id}}",
  },
  "u.deleteMessage": {
    title: "Delete Message",
    description: "Lets a signed-in user delete their messages.",
    path: "/v3/messages/{{id}}",
  },
  "u.addReaction": {
    title: "React to Messages",
    description: "Lets a signed-in user add reactions to messages.",
    path: "/v3/messages/{{id}}/reactions/{{reaction}}",
  },
  "u.blockUsers": {
    title: "Block Users",
    description: "Lets a signed-in user block other users.",
    path: "/v3/users/{{uid}}/blockedusers",
  },
  "u.initiateCall": {
    title: "Start Calls",
    description: "Lets a signed-in user start calls.",
    path: "/v3/calls",
  },
};
