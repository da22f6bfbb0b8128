import { groupFilters } from "@/lib/inputs/chat-groups-query";
import type { UrlState } from "@/lib/inputs/list-filters";

export const groupsSearchParams = groupFilters.parsers;
export const loadGroupsSearchParams = groupFilters.load;
export type GroupsUrlState = UrlState<typeof groupFilters>;
