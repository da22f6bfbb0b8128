import {
  createLoader,
  type inferParserType,
  parseAsBoolean,
  parseAsInteger,
  parseAsString,
  parseAsStringLiteral,
} from "nuqs/server";
import {
  DEFAULT_USER_PAGE_SIZE,
  type ListUsersParams,
  USER_SORTS,
  USER_STATUS_FILTERS,
} from "@/lib/inputs/users-query";

export const usersSearchParams = {
  page: parseAsInteger.withDefault(1),
  perPage: parseAsInteger.withDefault(DEFAULT_USER_PAGE_SIZE),
  search: parseAsString,
  status: parseAsStringLiteral(USER_STATUS_FILTERS),
  role: parseAsString,
  deactivated: parseAsBoolean.withDefault(false),
  /** Unix seconds, as the service takes them: the first second of the "before" day, the last of the "after" day. */
  lastActiveBefore: parseAsInteger,
  lastActiveAfter: parseAsInteger,
  sortBy: parseAsStringLiteral(USER_SORTS),
  sortOrder: parseAsStringLiteral(["asc", "desc"] as const),
};

export const loadUsersSearchParams = createLoader(usersSearchParams);

export type UsersUrlState = inferParserType<typeof usersSearchParams>;

export function toUsersParams(s: UsersUrlState): ListUsersParams {
  const out: ListUsersParams = {
    page: Math.max(1, s.page),
    perPage: Math.min(1000, Math.max(1, s.perPage)),
  };
  if (s.search?.trim()) out.searchKey = s.search.trim();
  if (s.status) out.status = s.status;
  if (s.role?.trim()) out.role = s.role.trim();
  if (s.deactivated) out.withDeactivated = true;
  if (s.lastActiveBefore !== null) out.lastActiveBefore = s.lastActiveBefore;
  if (s.lastActiveAfter !== null) out.lastActiveAfter = s.lastActiveAfter;
  if (s.sortBy) {
    out.sortBy = s.sortBy;
    out.sortOrder = s.sortOrder ?? "asc";
  }
  return out;
}

export const USER_FILTER_KEYS = [
  "search",
  "status",
  "role",
  "deactivated",
  "lastActiveBefore",
  "lastActiveAfter",
] as const;
