import { adminFilters } from "@/lib/inputs/admins-query";
import type { UrlState } from "@/lib/inputs/list-filters";

export const adminsSearchParams = adminFilters.parsers;
export const loadAdminsSearchParams = adminFilters.load;
export type AdminsUrlState = UrlState<typeof adminFilters>;
