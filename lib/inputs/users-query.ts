import { z } from "zod";
import { formatSecondsUtc } from "../format";
import { authTokenSchema } from "../schemas/auth-tokens";
import {
  type CreateUserInput,
  type UNSETTABLE_USER_FIELDS,
  type UpdateUserInput,
  type User,
  uidListSchema,
  uidSchema,
} from "../schemas/users";
import { isHttpUrl, metadataBox, metadataText, parseMetadata, splitTags, tagsBox } from "./form-text";
import { defineListFilters, flag, oneOf, type QueryOf, seconds, text } from "./list-filters";
import { listQuerySchema } from "./list-query";

export const USER_STATUS_FILTERS = ["available", "offline"] as const;
export const USER_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_USER_PAGE_SIZE = 25;
/** The orders the service lists users in ([ours] in the sandbox: the published list takes none). */
export const USER_SORTS = ["uid", "name", "createdAt", "lastActiveAt"] as const;

const atMost100 = { message: "must be at most 100 characters" };
const unixTime = "must be a Unix time in seconds";

/** The users list's filters: its URL, its action's input and the service's query. */
export const userFilters = defineListFilters(
  {
    search: text(100, atMost100).as("searchKey"),
    status: oneOf(USER_STATUS_FILTERS),
    role: text(100, atMost100),
    deactivated: flag().as("withDeactivated"),
    /** Unix seconds: the first second of the "before" day, the last of the "after" day. */
    lastActiveBefore: seconds(unixTime),
    lastActiveAfter: seconds(unixTime),
  },
  { perPage: DEFAULT_USER_PAGE_SIZE, maxPerPage: 1000, sorts: USER_SORTS },
);

/** The list's query, as the list, its CSV export and a bulk job's "all matching" read it. */
export const listUsersQuery = listQuerySchema(userFilters).refine(
  (q) =>
    q.lastActiveBefore === undefined ||
    q.lastActiveAfter === undefined ||
    q.lastActiveAfter < q.lastActiveBefore,
  { path: ["lastActiveAfter"], message: "must be earlier than the last-active-before day" },
);
export type ListUsersParams = QueryOf<typeof userFilters>;

/**
 * Why a user the service answered lies outside the query's last-active bounds, or undefined when within
 * them. The bounds are ours: the hosted service may ignore them and answer every user, so the list warns,
 * a bulk job skips such users and an export leaves them out. As the sandbox keeps them: strictly before /
 * after, a user never active matching neither bound.
 */
export function outsideLastActive(
  u: Pick<User, "lastActiveAt">,
  q: Pick<ListUsersParams, "lastActiveBefore" | "lastActiveAfter">,
): string | undefined {
  if (q.lastActiveBefore === undefined && q.lastActiveAfter === undefined) return undefined;
  const at = u.lastActiveAt;
  if (at === undefined) return "Never active: outside the filter.";
  if (q.lastActiveBefore !== undefined && at >= q.lastActiveBefore)
    return `Active since ${formatSecondsUtc(at)}: outside the filter.`;
  if (q.lastActiveAfter !== undefined && at <= q.lastActiveAfter)
    return `Last active ${formatSecondsUtc(at)}: outside the filter.`;
  return undefined;
}

export const USER_SECTION_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_USER_SECTION_PAGE_SIZE = 10;
export const userSectionFilters = z.object({ uid: uidSchema });
export const userSectionQuery = userSectionFilters.extend({
  page: z.number().int().min(1).max(100_000).default(1),
  perPage: z.number().int().min(1).max(1000).default(DEFAULT_USER_SECTION_PAGE_SIZE),
});
export type UserSectionParams = z.output<typeof userSectionQuery>;

export const lookupAuthTokenInput = z.object({
  uid: uidSchema,
  authToken: z.string().trim().min(1, "Enter a token.").max(255, "A token is at most 255 characters."),
});

export const authTokenLookupResult = z.discriminatedUnion("found", [
  z.object({ found: z.literal(true), token: authTokenSchema }),
  z.object({ found: z.literal(false), message: z.string() }),
]);
export type AuthTokenLookupResult = z.infer<typeof authTokenLookupResult>;

export const userTargetInput = z.object({ uid: uidSchema });
export const createAuthTokenActionInput = z.object({ uid: uidSchema, force: z.boolean().default(false) });

const USER_LIMITS = { name: 100, url: 255, role: 100, statusMessage: 255, tags: 25, tag: 100 } as const;

export { USER_LIMITS };

const U = USER_LIMITS;

const urlBox = z
  .string()
  .trim()
  .max(U.url, `must be at most ${U.url} characters`)
  .refine((v) => v === "" || isHttpUrl(v), "must be a full http(s) address, such as https://…/me.png");

const userFields = z.object({
  name: z.string().trim().min(1, "must not be empty").max(U.name, `must be at most ${U.name} characters`),
  avatar: urlBox,
  link: urlBox,
  role: z
    .string()
    .trim()
    .max(U.role, `must be at most ${U.role} characters`)
    .regex(/^[A-Za-z0-9_-]*$/, "may hold only letters, digits, _ and -"),
  statusMessage: z.string().max(U.statusMessage, `must be at most ${U.statusMessage} characters`),
  metadata: metadataBox,
  tags: tagsBox(U.tags, U.tag),
});

export const createUserForm = userFields.extend({ uid: uidSchema });
export type CreateUserFormValues = z.input<typeof createUserForm>;

export const editUserForm = userFields.extend({ uid: uidSchema });
export type EditUserFormValues = z.input<typeof editUserForm>;

type UserFieldValues = z.output<typeof userFields>;
const OPTIONAL_FIELDS = ["avatar", "link", "role", "statusMessage"] as const;

export function toCreateUserBody(v: z.output<typeof createUserForm>): CreateUserInput {
  const metadata = parseMetadata(v.metadata);
  const tags = splitTags(v.tags);
  return {
    uid: v.uid,
    name: v.name,
    ...Object.fromEntries(OPTIONAL_FIELDS.filter((k) => v[k]).map((k) => [k, v[k]])),
    ...(metadata ? { metadata } : {}),
    ...(tags.length ? { tags } : {}),
  };
}

/** Blank fields that `unset` takes are unset; a blank role is "default". */
export function toUpdateUserBody(v: UserFieldValues): UpdateUserInput {
  const metadata = parseMetadata(v.metadata);
  const unset: (typeof UNSETTABLE_USER_FIELDS)[number][] = [];
  if (!v.avatar) unset.push("avatar");
  if (!v.link) unset.push("link");
  if (!metadata) unset.push("metadata");
  return {
    name: v.name,
    ...(v.avatar ? { avatar: v.avatar } : {}),
    ...(v.link ? { link: v.link } : {}),
    ...(metadata ? { metadata } : {}),
    role: v.role || "default",
    statusMessage: v.statusMessage,
    tags: splitTags(v.tags),
    ...(unset.length ? { unset } : {}),
  };
}

export function editUserValues(u: User): EditUserFormValues {
  return {
    uid: u.uid,
    name: u.name,
    avatar: u.avatar ?? "",
    link: u.link ?? "",
    role: u.role === "default" ? "" : u.role,
    statusMessage: u.statusMessage ?? "",
    metadata: metadataText(u.metadata),
    tags: u.tags?.join(", ") ?? "",
  };
}

export const deleteUserInput = z
  .object({ uid: uidSchema, confirm: z.string().trim().max(200) })
  .refine((v) => v.confirm.toLowerCase() === v.uid.toLowerCase(), {
    path: ["confirm"],
    message: "Type the user's uid exactly to confirm.",
  });
export type DeleteUserValues = z.input<typeof deleteUserInput>;

const otherUsersInput = (self: string) =>
  z
    .object({ uid: uidSchema, uids: uidListSchema })
    .refine((v) => !v.uids.some((b) => b.toLowerCase() === v.uid.toLowerCase()), {
      path: ["uids"],
      message: self,
    });
export type OtherUsersValues = z.input<ReturnType<typeof otherUsersInput>>;

export const blockUsersActionInput = otherUsersInput("A user cannot block themselves.");
export const friendsActionInput = otherUsersInput("A user cannot be their own friend.");

export const revokeAuthTokenInput = z.object({
  uid: uidSchema,
  masked: z.string().min(1).max(300),
  createdAt: z.number().int().min(0),
});

/** The client details of one token, as its form edits them (appInfo as JSON text). */
export const authTokenDetailsForm = z.object({
  platform: z.string().trim().max(100, "At most 100 characters."),
  userAgent: z.string().max(1000, "At most 1,000 characters."),
  appInfo: z
    .string()
    .max(10_000, "At most 10,000 characters.")
    .refine((s) => {
      if (!s.trim()) return true;
      try {
        const v: unknown = JSON.parse(s);
        return typeof v === "object" && v !== null && !Array.isArray(v);
      } catch {
        return false;
      }
    }, 'Give a JSON object, e.g. {"version": "2.1.0"}.'),
});
export type AuthTokenDetailsValues = z.input<typeof authTokenDetailsForm>;
export const updateAuthTokenActionInput = revokeAuthTokenInput.extend({ details: authTokenDetailsForm });
