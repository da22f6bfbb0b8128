import { createLoader, type inferParserType, parseAsInteger, parseAsString } from "nuqs/server";
import { DEFAULT_ACCOUNT_APP_PAGE_SIZE, type ListAccountAppsParams } from "@/lib/inputs/account-apps-query";

export const accountAppsSearchParams = {
  q: parseAsString,
  page: parseAsInteger.withDefault(1),
  perPage: parseAsInteger.withDefault(DEFAULT_ACCOUNT_APP_PAGE_SIZE),
};
export const ACCOUNT_APP_FILTER_KEYS = ["q"] as const;

export const loadAccountAppsSearchParams = createLoader(accountAppsSearchParams);
export type AccountAppsUrlState = inferParserType<typeof accountAppsSearchParams>;

export function toAccountAppsParams(s: AccountAppsUrlState): ListAccountAppsParams {
  const searchKey = s.q?.trim().slice(0, 100);
  return {
    page: Math.min(100_000, Math.max(1, s.page)),
    perPage: Math.min(1000, Math.max(1, s.perPage)),
    ...(searchKey ? { searchKey } : {}),
  };
}
