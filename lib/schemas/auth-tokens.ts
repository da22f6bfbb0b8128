import { z } from "zod";
import { unixSeconds } from "./common";

/** The auth token resource (interface "Auth token"); token form `<uid>_<10-digit seconds><hex>`. */
export const authTokenSchema = z
  .object({
    uid: z.string(),
    authToken: z.string(),
    createdAt: unixSeconds,
  })
  .strict();
export type AuthToken = z.infer<typeof authTokenSchema>;

/** Body of `POST /users/{uid}/auth_tokens`: `force` makes a new token even when one exists. */
export const createAuthTokenInput = z.object({ force: z.boolean().optional() });
export type CreateAuthTokenInput = z.input<typeof createAuthTokenInput>;
