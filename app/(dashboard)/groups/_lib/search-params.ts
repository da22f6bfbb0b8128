import {
  createLoader,
  type inferParserType,
  parseAsInteger,
  parseAsString,
  parseAsStringLiteral,
} from "nuqs/server";
import {
  DEFAULT_GROUP_PAGE_SIZE,
  GROUP_SORTS,
  GROUP_TYPES,
  type ListGroupsParams,
} from "@/lib/inputs/chat-groups-query";

export const groupsSearchParams = {
  page: parseAsInteger.withDefault(1),
  perPage: parseAsInteger.withDefault(DEFAULT_GROUP_PAGE_SIZE),
  search: parseAsString,
  type: parseAsStringLiteral(GROUP_TYPES),
  sortBy: parseAsStringLiteral(GROUP_SORTS),
  sortOrder: parseAsStringLiteral(["asc", "desc"] as const),
};

export const loadGroupsSearchParams = createLoader(groupsSearchParams);
export type GroupsUrlState = inferParserType<typeof groupsSearchParams>;

export function toGroupsParams(s: GroupsUrlState): ListGroupsParams {
  const out: ListGroupsParams = {
    page: Math.max(1, s.page),
    perPage: Math.min(1000, Math.max(1, s.perPage)),
  };
  if (s.search?.trim()) out.searchKey = s.search.trim();
  if (s.type) out.type = s.type;
  if (s.sortBy) {
    out.sortBy = s.sortBy;
    out.sortOrder = s.sortOrder ?? "asc";
  }
  return out;
}

export const GROUP_FILTER_KEYS = ["search", "type"] as const;
