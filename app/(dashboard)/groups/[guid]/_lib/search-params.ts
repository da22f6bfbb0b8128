import { createLoader } from "nuqs/server";
import {
  bannedFilters,
  type ListBannedParams,
  type ListMembersParams,
  memberFilters,
} from "@/lib/inputs/chat-groups-query";
import type { UrlState } from "@/lib/inputs/list-filters";

// One URL holds both lists: each list's page keys carry its name, so paging one leaves the other where it is.
export const membersSearchParams = memberFilters.parsers;
export const bannedSearchParams = bannedFilters.parsers;
export const memberFilterKeys = memberFilters.keys;
export const memberPageKeys = memberFilters.pageKeys;
export const bannedPageKeys = bannedFilters.pageKeys;

export const loadGroupDetailSearchParams = createLoader({ ...membersSearchParams, ...bannedSearchParams });

export const toMembersParams = (guid: string, s: UrlState<typeof memberFilters>): ListMembersParams => ({
  guid,
  ...memberFilters.toQuery(s),
});

export const toBannedParams = (guid: string, s: UrlState<typeof bannedFilters>): ListBannedParams => ({
  guid,
  ...bannedFilters.toQuery(s),
});
