import {
  createLoader,
  type inferParserType,
  parseAsInteger,
  parseAsString,
  parseAsStringLiteral,
} from "nuqs/server";
import {
  API_KEY_SCOPES,
  DEFAULT_API_KEY_PAGE_SIZE,
  type ListApiKeysParams,
} from "@/lib/inputs/api-keys-query";

export const apiKeysSearchParams = {
  page: parseAsInteger.withDefault(1),
  perPage: parseAsInteger.withDefault(DEFAULT_API_KEY_PAGE_SIZE),
  scope: parseAsStringLiteral(API_KEY_SCOPES),
  search: parseAsString,
};

export const loadApiKeysSearchParams = createLoader(apiKeysSearchParams);

export type ApiKeysUrlState = inferParserType<typeof apiKeysSearchParams>;

export function toApiKeysParams(s: ApiKeysUrlState): ListApiKeysParams {
  const out: ListApiKeysParams = {
    page: Math.max(1, s.page),
    perPage: Math.min(100, Math.max(1, s.perPage)),
  };
  if (s.scope) out.scope = s.scope;
  if (s.search?.trim()) out.searchKey = s.search.trim();
  return out;
}

export const API_KEY_FILTER_KEYS = ["scope", "search"] as const;
