import {
  createLoader,
  type inferParserType,
  parseAsInteger,
  parseAsString,
  parseAsStringLiteral,
} from "nuqs/server";
import { API_KEY_SCOPES, DEFAULT_API_KEY_PAGE_SIZE, type ListApiKeysParams } from "@/lib/api/api-keys-query";

/** The API keys list's URL state, read by the server page and the client table alike. */
export const apiKeysSearchParams = {
  page: parseAsInteger.withDefault(1),
  perPage: parseAsInteger.withDefault(DEFAULT_API_KEY_PAGE_SIZE),
  scope: parseAsStringLiteral(API_KEY_SCOPES),
  /** Matches within the key's name, case-insensitive. */
  search: parseAsString,
};

export const loadApiKeysSearchParams = createLoader(apiKeysSearchParams);

export type ApiKeysUrlState = inferParserType<typeof apiKeysSearchParams>;

/** URL state to the list query: drops nulls and blanks, keeps page and size in range. */
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
