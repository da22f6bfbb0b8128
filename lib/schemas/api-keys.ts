import { z } from "zod";
import { unixSeconds } from "./common";

/** Reference §4: `authOnly` may only create users and auth tokens. */
export const API_KEY_SCOPES = ["authOnly", "fullAccess"] as const;
export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES, { error: "must be authOnly or fullAccess" });
export type ApiKeyScope = z.infer<typeof apiKeyScopeSchema>;

export const MAX_API_KEYS_PER_APP = 25;

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

export const createApiKeyInput = z.object({
  name: keyName,
  scope: apiKeyScopeSchema.optional().default("authOnly"),
});
export type CreateApiKeyInput = z.input<typeof createApiKeyInput>;

export const updateApiKeyInput = z
  .object({ name: keyName.optional(), scope: apiKeyScopeSchema.optional() })
  .refine((b) => b.name !== undefined || b.scope !== undefined, {
    error: "name or scope is required",
  });
export type UpdateApiKeyInput = z.input<typeof updateApiKeyInput>;
