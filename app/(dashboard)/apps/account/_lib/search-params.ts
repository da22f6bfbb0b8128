import { createLoader, type inferParserType, parseAsInteger, parseAsString } from "nuqs/server";
import { DEFAULT_ACCOUNT_APP_PAGE_SIZE, type ListAccountAppsParams } from "@/lib/api/account-apps-query";

/** The account-apps list's URL state: search text, page and size, read by the server page and the table. */
export const accountAppsSearchParams = {
  q: parseAsString,
  page: parseAsInteger.withDefault(1),
  perPage: parseAsInteger.withDefault(DEFAULT_ACCOUNT_APP_PAGE_SIZE),
};
export const ACCOUNT_APP_FILTER_KEYS = ["q"] as const;

export const loadAccountAppsSearchParams = createLoader(accountAppsSearchParams);
export type AccountAppsUrlState = inferParserType<typeof accountAppsSearchParams>;

/** URL state to the list query: blank search dropped, page and size kept in range. */
export function toAccountAppsParams(s: AccountAppsUrlState): ListAccountAppsParams {
  const searchKey = s.q?.trim().slice(0, 100);
  return {
    page: Math.min(100_000, Math.max(1, s.page)),
    perPage: Math.min(1000, Math.max(1, s.perPage)),
    ...(searchKey ? { searchKey } : {}),
  };
}
