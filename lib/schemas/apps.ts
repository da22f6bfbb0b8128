import { z } from "zod";
import { API_KEY_SCOPES } from "./api-keys";
import { dataEnvelope, pageEnvelope, unixSeconds } from "./common";

export const REGIONS = ["us", "eu", "in"] as const;
export const regionSchema = z.enum(REGIONS, { error: "must be us, eu or in" });
export type Region = z.infer<typeof regionSchema>;

export const APP_STATES = ["active", "deleted"] as const;

export const appApiKeySchema = z
  .object({
    apiKey: z.string(),
    name: z.string(),
    scope: z.enum(API_KEY_SCOPES),
    createdBy: z.string(),
  })
  .strict();

export const appSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    plan: z.string().optional(),
    trialEndsAt: unixSeconds.optional(),
    region: regionSchema,
    version: z.string(),
    state: z.enum(APP_STATES),
    owner: z.number().int().optional(),
    appOwner: z.object({ id: z.string(), name: z.string(), email: z.string() }).strict().optional(),
    appRegion: z.object({ id: z.string(), name: z.string(), description: z.string() }).strict().optional(),
    accessKey: z.string().optional(),
    createdAt: unixSeconds,
    apiKeys: z.record(z.string(), appApiKeySchema),
  })
  .strict();
export type App = z.infer<typeof appSchema>;

export const appEnvelope = dataEnvelope(appSchema);
export const appListEnvelope = pageEnvelope(appSchema);

export const createAppInput = z.object({
  name: z.string().trim().min(1, "must not be empty").max(100, "must be at most 100 characters"),
  region: regionSchema,
  version: z
    .string()
    .regex(/^\d{1,3}$/, "must be an API version number such as 3")
    .optional()
    .default("3"),
});
export type CreateAppInput = z.input<typeof createAppInput>;

export const deleteAppEnvelope = dataEnvelope(
  z.object({ success: z.boolean(), scheduledToDeleteAt: unixSeconds }).strict(),
);

const extensionId = z
  .string()
  .min(1, "must not be empty")
  .max(100, "must be at most 100 characters")
  .regex(/^[A-Za-z0-9_-]+$/, "may hold only letters, digits, _ and -");

const extensionHookSchema = z
  .object({
    hook: z.string(),
    description: z.string(),
    isActive: z.boolean(),
    enabled: z.number().int(),
    createdAt: unixSeconds,
  })
  .strict();

export const extensionSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    tagLine: z.string(),
    description: z.string(),
    author: z.string(),
    email: z.string(),
    webhookURL: z.string().optional(),
    accessToAppData: z.boolean(),
    adminURL: z.string().optional(),
    websiteURL: z.string(),
    isActive: z.boolean(),
    isPrivate: z.boolean(),
    isInvisible: z.boolean(),
    isThirdParty: z.boolean(),
    createdAt: unixSeconds,
    hooks: z.object({ data: z.array(extensionHookSchema) }).strict(),
    categories: z.object({ data: z.array(z.unknown()) }).strict(),
  })
  .strict();
export type Extension = z.infer<typeof extensionSchema>;
export const extensionListEnvelope = pageEnvelope(extensionSchema);

const outcomes = z.record(z.string(), z.object({ success: z.boolean(), message: z.string() }).strict());
export const extensionChangesEnvelope = dataEnvelope(
  z.object({ enabled: outcomes.optional(), disabled: outcomes.optional() }).strict(),
);

export const updateExtensionsInput = z
  .object({
    enabled: z.array(extensionId).max(100, "at most 100 ids").optional(),
    disabled: z.array(extensionId).max(100, "at most 100 ids").optional(),
  })
  .refine((b) => b.enabled !== undefined || b.disabled !== undefined, {
    error: "enabled or disabled is required",
  });
export type UpdateExtensionsInput = z.input<typeof updateExtensionsInput>;

const email = z.email({ error: "must be an email address" }).max(254, "must be at most 254 characters");
const emails = z.array(email).max(100, "at most 100 addresses");

export const COLLABORATOR_ROLES = ["admin", "moderator"] as const;

/** A member of the app's team, as published (`GET /apps/{appId}/collaborators`). */
export const collaboratorSchema = z
  .object({ id: z.string(), name: z.string(), email: z.string(), role: z.string(), createdAt: unixSeconds })
  .strict();
export type Collaborator = z.infer<typeof collaboratorSchema>;
export const collaboratorListEnvelope = z.object({ data: z.array(collaboratorSchema) }).strict();

/** An outcome per email, or `[]` where the request named none (as the published example answers). */
const perEmail = z.union([
  z.array(z.never()).max(0),
  z.record(z.string(), z.object({ success: z.boolean() }).strict()),
]);
export const collaboratorChangesEnvelope = dataEnvelope(
  z
    .object({ collaboratorsToRemove: perEmail, admins: perEmail, developers: perEmail, moderators: perEmail })
    .strict(),
);

export const updateCollaboratorsInput = z
  .object({
    admins: emails.optional(),
    moderators: emails.optional(),
    collaboratorsToRemove: emails.optional(),
  })
  .refine((b) => b.admins || b.moderators || b.collaboratorsToRemove, {
    error: "admins, moderators or collaboratorsToRemove is required",
  });
export type UpdateCollaboratorsInput = z.input<typeof updateCollaboratorsInput>;
