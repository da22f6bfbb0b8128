import { z } from "zod";
import { authTokenSchema } from "../schemas/auth-tokens";
import { uidSchema } from "../schemas/users";

/** The users page's query and action inputs; browser-safe. */
export const USER_STATUS_FILTERS = ["available", "offline"] as const;
export const USER_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_USER_PAGE_SIZE = 25;

export const listUsersQuery = z.object({
  page: z.number().int().min(1).default(1),
  perPage: z.number().int().min(1).max(1000).default(DEFAULT_USER_PAGE_SIZE),
  /** Found anywhere in a uid or a name. */
  searchKey: z.string().trim().min(1).max(100, "must be at most 100 characters").optional(),
  status: z.enum(USER_STATUS_FILTERS).optional(),
  role: z.string().trim().min(1).max(100, "must be at most 100 characters").optional(),
  withDeactivated: z.boolean().optional(),
});
export type ListUsersParams = z.output<typeof listUsersQuery>;

/** A section of a user's page (blocked users, auth tokens): whose, and which page. */
export const USER_SECTION_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_USER_SECTION_PAGE_SIZE = 10;
export const userSectionFilters = z.object({ uid: uidSchema });
export const userSectionQuery = userSectionFilters.extend({
  page: z.number().int().min(1).max(100_000).default(1),
  perPage: z.number().int().min(1).max(1000).default(DEFAULT_USER_SECTION_PAGE_SIZE),
});
export type UserSectionParams = z.output<typeof userSectionQuery>;

/** Input of the token lookup: whose token and the token itself (the service's own length bound). */
export const lookupAuthTokenInput = z.object({
  uid: uidSchema,
  authToken: z.string().trim().min(1, "Enter a token.").max(255, "A token is at most 255 characters."),
});

/** What the lookup answers the browser: the token's owner and creation time, or that it does not exist. */
export const authTokenLookupResult = z.discriminatedUnion("found", [
  z.object({ found: z.literal(true), token: authTokenSchema }),
  z.object({ found: z.literal(false), message: z.string() }),
]);
export type AuthTokenLookupResult = z.infer<typeof authTokenLookupResult>;

/** Input of deactivate, reactivate and create-token. */
export const userTargetInput = z.object({ uid: uidSchema });
export const createAuthTokenActionInput = z.object({ uid: uidSchema, force: z.boolean().default(false) });
