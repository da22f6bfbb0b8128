import { callFilters } from "@/lib/inputs/calls-options";
import type { UrlState } from "@/lib/inputs/list-filters";

export const callsSearchParams = callFilters.parsers;
export const loadCallsSearchParams = callFilters.load;
export const serializeCallsSearchParams = callFilters.serialize;
export type CallsUrlState = UrlState<typeof callFilters>;
