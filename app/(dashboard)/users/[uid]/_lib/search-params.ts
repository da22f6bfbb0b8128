import { createLoader, type inferParserType, parseAsInteger } from "nuqs/server";
import type { ListConversationsParams } from "@/lib/inputs/chat-conversations-query";
import { DEFAULT_USER_SECTION_PAGE_SIZE, type UserSectionParams } from "@/lib/inputs/users-query";

const page = parseAsInteger.withDefault(1);
const perPage = parseAsInteger.withDefault(DEFAULT_USER_SECTION_PAGE_SIZE);

export const userDetailSearchParams = {
  conversationsPage: page,
  conversationsPerPage: perPage,
  groupsPage: page,
  groupsPerPage: perPage,
  friendsPage: page,
  friendsPerPage: perPage,
  blockedPage: page,
  blockedPerPage: perPage,
  tokensPage: page,
  tokensPerPage: perPage,
};

export const loadUserDetailSearchParams = createLoader(userDetailSearchParams);
export type UserDetailUrlState = inferParserType<typeof userDetailSearchParams>;

const paging = (p: number, n: number) => ({
  page: Math.min(100_000, Math.max(1, p)),
  perPage: Math.min(1000, Math.max(1, n)),
});

export const toConversationsParams = (uid: string, s: UserDetailUrlState): ListConversationsParams => ({
  onBehalfOf: uid,
  ...paging(s.conversationsPage, s.conversationsPerPage),
});
/** A section's params: the user, and the page and size the URL holds under the section's own keys. */
const sectionParams =
  (section: "groups" | "friends" | "blocked" | "tokens") =>
  (uid: string, s: UserDetailUrlState): UserSectionParams => ({
    uid,
    ...paging(s[`${section}Page`], s[`${section}PerPage`]),
  });

export const toGroupsParams = sectionParams("groups");
export const toFriendsParams = sectionParams("friends");
export const toBlockedParams = sectionParams("blocked");
export const toTokensParams = sectionParams("tokens");
