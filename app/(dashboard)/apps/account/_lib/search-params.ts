import { createLoader, parseAsInteger, parseAsString } from "nuqs/server";

/** The account-apps list's URL state: search text and page, read by the server page and the search box. */
export const accountAppsSearchParams = {
  q: parseAsString.withDefault(""),
  page: parseAsInteger.withDefault(1),
};

export const loadAccountAppsSearchParams = createLoader(accountAppsSearchParams);
