import { z } from "zod";
import { unixSeconds } from "./common";

/** Token form `<uid>_<10-digit seconds><hex>`. */
export const authTokenSchema = z
  .object({
    uid: z.string(),
    authToken: z.string(),
    createdAt: unixSeconds,
    /** What the client said of itself (PUT …/auth_tokens/{authToken}). */
    platform: z.string().optional(),
    userAgent: z.string().optional(),
    appInfo: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();
export type AuthToken = z.infer<typeof authTokenSchema>;

export const createAuthTokenInput = z.object({ force: z.boolean().optional() });

/** The published body of PUT /users/{uid}/auth_tokens/{authToken}: every field optional. */
export const updateAuthTokenInput = z.strictObject({
  platform: z.string().trim().max(100, "must be at most 100 characters").optional(),
  userAgent: z.string().max(1000, "must be at most 1,000 characters").optional(),
  appInfo: z.record(z.string(), z.unknown(), { error: "must be an object" }).optional(),
});
export type UpdateAuthTokenInput = z.input<typeof updateAuthTokenInput>;
export type CreateAuthTokenInput = z.input<typeof createAuthTokenInput>;
