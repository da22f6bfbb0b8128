import { accountAppFilters } from "@/lib/inputs/account-apps-query";
import type { UrlState } from "@/lib/inputs/list-filters";

export const accountAppsSearchParams = accountAppFilters.parsers;
export const loadAccountAppsSearchParams = accountAppFilters.load;
export type AccountAppsUrlState = UrlState<typeof accountAppFilters>;
