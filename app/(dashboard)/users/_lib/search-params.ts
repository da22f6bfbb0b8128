import type { UrlState } from "@/lib/inputs/list-filters";
import { userFilters } from "@/lib/inputs/users-query";

export const usersSearchParams = userFilters.parsers;
export const loadUsersSearchParams = userFilters.load;
export type UsersUrlState = UrlState<typeof userFilters>;
