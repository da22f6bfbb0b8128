import { z } from "zod";
import { unixSeconds } from "./common";

/** Token form `<uid>_<10-digit seconds><hex>`. */
export const authTokenSchema = z
  .object({
    uid: z.string(),
    authToken: z.string(),
    createdAt: unixSeconds,
  })
  .strict();
export type AuthToken = z.infer<typeof authTokenSchema>;

export const createAuthTokenInput = z.object({ force: z.boolean().optional() });
export type CreateAuthTokenInput = z.input<typeof createAuthTokenInput>;
