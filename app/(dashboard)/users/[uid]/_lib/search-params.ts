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
export const toGroupsParams = (uid: string, s: UserDetailUrlState): UserSectionParams => ({
  uid,
  ...paging(s.groupsPage, s.groupsPerPage),
});
export const toFriendsParams = (uid: string, s: UserDetailUrlState): UserSectionParams => ({
  uid,
  ...paging(s.friendsPage, s.friendsPerPage),
});
export const toBlockedParams = (uid: string, s: UserDetailUrlState): UserSectionParams => ({
  uid,
  ...paging(s.blockedPage, s.blockedPerPage),
});
export const toTokensParams = (uid: string, s: UserDetailUrlState): UserSectionParams => ({
  uid,
  ...paging(s.tokensPage, s.tokensPerPage),
});
