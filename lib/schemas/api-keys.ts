import { z } from "zod";
import { unixSeconds } from "./common";

/** Key scopes (reference §4): `authOnly` may only create users and auth tokens. */
export const API_KEY_SCOPES = ["authOnly", "fullAccess"] as const;
/** One of the key scopes. */
export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES, { error: "must be authOnly or fullAccess" });
export type ApiKeyScope = z.infer<typeof apiKeyScopeSchema>;

/** At most this many keys per app (reference §3). */
export const MAX_API_KEYS_PER_APP = 25;

/** The API key resource (interface "API key"). */
export const apiKeySchema = z
  .object({
    apiKey: z.string().regex(/^[0-9a-f]{40}$/),
    name: z.string(),
    scope: apiKeyScopeSchema,
    createdAt: unixSeconds,
  })
  .strict();
export type ApiKey = z.infer<typeof apiKeySchema>;

const keyName = z.string().trim().min(1, "must not be empty").max(50, "must be at most 50 characters");

/** Body of `POST /apikeys`; scope defaults to `authOnly`. */
export const createApiKeyInput = z.object({
  name: keyName,
  scope: apiKeyScopeSchema.optional().default("authOnly"),
});
export type CreateApiKeyInput = z.input<typeof createApiKeyInput>;

/** Body of `PUT /apikeys/{apiKey}`: name, scope or both. */
export const updateApiKeyInput = z
  .object({ name: keyName.optional(), scope: apiKeyScopeSchema.optional() })
  .refine((b) => b.name !== undefined || b.scope !== undefined, {
    error: "name or scope is required",
  });
export type UpdateApiKeyInput = z.input<typeof updateApiKeyInput>;
