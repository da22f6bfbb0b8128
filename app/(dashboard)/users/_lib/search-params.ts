import {
  createLoader,
  type inferParserType,
  parseAsBoolean,
  parseAsInteger,
  parseAsString,
  parseAsStringLiteral,
} from "nuqs/server";
import { DEFAULT_USER_PAGE_SIZE, type ListUsersParams, USER_STATUS_FILTERS } from "@/lib/api/users-query";

export const usersSearchParams = {
  page: parseAsInteger.withDefault(1),
  perPage: parseAsInteger.withDefault(DEFAULT_USER_PAGE_SIZE),
  search: parseAsString,
  status: parseAsStringLiteral(USER_STATUS_FILTERS),
  role: parseAsString,
  deactivated: parseAsBoolean.withDefault(false),
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
  return out;
}

export const USER_FILTER_KEYS = ["search", "status", "role", "deactivated"] as const;
