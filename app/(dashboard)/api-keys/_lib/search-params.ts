import { apiKeyFilters } from "@/lib/inputs/api-keys-query";
import type { UrlState } from "@/lib/inputs/list-filters";

export const apiKeysSearchParams = apiKeyFilters.parsers;
export const loadApiKeysSearchParams = apiKeyFilters.load;
export type ApiKeysUrlState = UrlState<typeof apiKeyFilters>;
