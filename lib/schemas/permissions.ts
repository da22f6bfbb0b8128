import { z } from "zod";
import { dataEnvelope, pageEnvelope, unixSeconds } from "./common";

export const GROUP_SCOPES = ["admin", "moderator", "participant"] as const;
export type GroupScope = (typeof GROUP_SCOPES)[number];

export type PermissionValue = string | string[];

export interface PermissionDefinition {
  id: string;
  title: string;
  dataType: "string" | "stringArray";
  /** Empty: any value (roles, MIME types, custom types). */
  availableValues: string[];
  defaultValue: PermissionValue;
}

const ALLOW = ["allow", "deny"];
const MODE = ["all", "friends"];
const RECEIVERS = ["user", "group"];
const GROUP_TYPES = ["public", "password", "private"];
const MESSAGE_TYPES = ["text", "image", "audio", "video", "file"];
const CATEGORIES = ["message", "custom"];

const toggle = (id: string, title: string): PermissionDefinition => ({
  id,
  title,
  dataType: "string",
  availableValues: ALLOW,
  defaultValue: "allow",
});
const choice = (id: string, title: string, values: string[], defaultValue: string): PermissionDefinition => ({
  id,
  title,
  dataType: "string",
  availableValues: values,
  defaultValue,
});
const list = (id: string, title: string, values: string[] = []): PermissionDefinition => ({
  id,
  title,
  dataType: "stringArray",
  availableValues: values,
  defaultValue: [],
});

/** The 28 role permissions the hosted service lists, with its ids and kinds of value. */
export const ROLE_PERMISSIONS: PermissionDefinition[] = [
  toggle("listUsers", "Allows/Denies listing users"),
  choice("listUsers.mode", "Lists all users or only friends", MODE, "all"),
  list("listUsers.allowedRoles", "Lists only users of the specified roles"),
  choice("getUserDetails.mode", "Shows any user's details or only friends'", MODE, "all"),
  list("getUserDetails.allowedRoles", "Shows the details of users of the specified roles only"),
  toggle("sendMessage", "Allows/Denies sending messages"),
  choice("sendMessage.mode", "Sends messages to all users or only friends", MODE, "all"),
  list(
    "sendMessage.allowedReceiverTypes",
    "Allows sending messages to the specified receiver types",
    RECEIVERS,
  ),
  list("sendMessage.allowedReceiverRoles", "Allows sending messages to users of the specified roles"),
  list("sendMessage.allowedMessageTypes", "Allows sending messages of the specified types", MESSAGE_TYPES),
  list(
    "sendMessage.allowedMessageCategories",
    "Allows sending messages of the specified categories",
    CATEGORIES,
  ),
  list("sendMessage.allowedCustomTypes", "Allows sending custom messages of the specified types"),
  list("sendMessage.allowedMimeTypes", "Allows sending files of the specified MIME types"),
  toggle("editMessage", "Allows/Denies editing messages"),
  list("editMessage.denyForScopes", "Denies editing messages in groups where the user has these scopes", [
    "admin",
    "moderator",
    "participant",
  ]),
  toggle("deleteMessage", "Allows/Denies deleting messages"),
  list("deleteMessage.denyForScopes", "Denies deleting messages in groups where the user has these scopes", [
    "admin",
    "moderator",
    "participant",
  ]),
  toggle("initiateCall", "Allows/Denies starting calls"),
  choice("initiateCall.mode", "Calls all users or only friends", MODE, "all"),
  list("initiateCall.allowedReceiverRoles", "Allows calling users of the specified roles"),
  toggle("createGroup", "Allows/Denies creating groups"),
  list("createGroup.allowedGroupTypes", "Allows creating groups of the specified types", GROUP_TYPES),
  toggle("listGroups", "Allows/Denies listing groups"),
  list("listGroups.allowedGroupTypes", "Lists groups of the specified types only", GROUP_TYPES),
  toggle("joinGroup", "Allows/Denies joining groups"),
  list("joinGroup.allowedGroupTypes", "Allows joining groups of the specified types", GROUP_TYPES),
  list(
    "listMessages.allowedMessageCategories",
    "Lists messages of the specified categories only",
    CATEGORIES,
  ),
  list("listMessages.allowedMessageTypes", "Lists messages of the specified types only", MESSAGE_TYPES),
];

/** The 11 permissions of a scope in one group. */
export const SCOPE_PERMISSIONS: PermissionDefinition[] = [
  toggle("sendMessage", "Allows/Denies sending messages"),
  toggle("sendThreadedMessage", "Allows/Denies replying in threads"),
  toggle("editMessage", "Allows/Denies editing messages"),
  toggle("addReaction", "Allows/Denies reacting to messages"),
  toggle("listReactions", "Allows/Denies listing reactions"),
  list("listReactions.allowedScopes", "Lists the reactions of members with the specified scopes", [
    ...GROUP_SCOPES,
  ]),
  toggle("listMembers", "Allows/Denies listing members"),
  list("listMembers.allowedScopes", "Lists the members with the specified scopes", [...GROUP_SCOPES]),
  toggle("initiateCall", "Allows/Denies starting calls in the group"),
  list("initiateCall.allowedScopes", "Allows calling members with the specified scopes", [...GROUP_SCOPES]),
  list("initiateCall.allowedType", "Allows starting calls of the specified types", ["audio", "video"]),
];

/** Why a value does not fit its permission, or undefined when it does. */
export function permissionValueError(def: PermissionDefinition, value: unknown): string | undefined {
  if (def.dataType === "string") {
    if (typeof value !== "string") return `${def.id} takes one of ${def.availableValues.join(", ")}.`;
    return def.availableValues.includes(value)
      ? undefined
      : `${def.id} takes one of ${def.availableValues.join(", ")}.`;
  }
  // The published examples set list permissions to a single string too.
  const values = typeof value === "string" ? [value] : value;
  if (!Array.isArray(values) || values.some((v) => typeof v !== "string" || v.length === 0 || v.length > 100))
    return `${def.id} takes a list of values.`;
  if (values.length > 100) return `${def.id} takes at most 100 values.`;
  const unknown = def.availableValues.length
    ? values.filter((v) => !def.availableValues.includes(v as string))
    : [];
  return unknown.length ? `${def.id} takes only ${def.availableValues.join(", ")}.` : undefined;
}

export const permissionValueSchema = z.union([z.string(), z.array(z.string())]);
export const permissionMapSchema = z.record(z.string(), permissionValueSchema);
export type PermissionMap = z.infer<typeof permissionMapSchema>;

export const permissionDefinitionSchema = z
  .object({
    id: z.string(),
    type: z.enum(["role", "scope"]),
    title: z.string(),
    description: z.string(),
    dataType: z.enum(["string", "stringArray"]),
    availableValues: z.array(z.string()),
    defaultValue: permissionValueSchema,
    /** The role's or scope's own value where it is set [sandbox]; the hosted list may leave it out. */
    value: permissionValueSchema.optional(),
    createdAt: unixSeconds,
    updatedAt: unixSeconds,
  })
  .strict();
export type PermissionListItem = z.infer<typeof permissionDefinitionSchema>;
export const permissionListEnvelope = pageEnvelope(permissionDefinitionSchema);

export const setPermissionsInput = z.object({
  permissions: z
    .record(z.string().min(1).max(100), z.unknown(), {
      error: "must be an object of permission ids and values",
    })
    .refine((p) => Object.keys(p).length > 0, { error: "name at least one permission" })
    .refine((p) => Object.keys(p).length <= 100, { error: "at most 100 permissions at once" }),
});

const outcome = z.object({ success: z.boolean(), message: z.string() }).strict();
export const setPermissionsEnvelope = dataEnvelope(
  z.object({ permissions: permissionMapSchema }).catchall(outcome),
);
export const unsetPermissionEnvelope = dataEnvelope(z.object({ permissions: permissionMapSchema }).strict());
