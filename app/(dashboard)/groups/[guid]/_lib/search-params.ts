import { createLoader, type inferParserType, parseAsInteger, parseAsStringLiteral } from "nuqs/server";
import {
  DEFAULT_GROUP_PAGE_SIZE,
  type ListBannedParams,
  type ListMembersParams,
  MEMBER_SCOPES,
} from "@/lib/inputs/chat-groups-query";

export const groupDetailSearchParams = {
  scope: parseAsStringLiteral(MEMBER_SCOPES),
  membersPage: parseAsInteger.withDefault(1),
  membersPerPage: parseAsInteger.withDefault(DEFAULT_GROUP_PAGE_SIZE),
  bannedPage: parseAsInteger.withDefault(1),
  bannedPerPage: parseAsInteger.withDefault(DEFAULT_GROUP_PAGE_SIZE),
};

export const loadGroupDetailSearchParams = createLoader(groupDetailSearchParams);
export type GroupDetailUrlState = inferParserType<typeof groupDetailSearchParams>;

const size = (n: number) => Math.min(1000, Math.max(1, n));

export function toMembersParams(guid: string, s: GroupDetailUrlState): ListMembersParams {
  return {
    guid,
    page: Math.max(1, s.membersPage),
    perPage: size(s.membersPerPage),
    ...(s.scope ? { scopes: [s.scope] } : {}),
  };
}

export function toBannedParams(guid: string, s: GroupDetailUrlState): ListBannedParams {
  return { guid, page: Math.max(1, s.bannedPage), perPage: size(s.bannedPerPage) };
}
