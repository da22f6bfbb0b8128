import { listBlockedUsers } from "../api/chat-users";
import { type MaskedAuthTokenPage, maskedAuthTokens } from "../api/masked-auth-tokens";
import { userSectionFilters } from "../api/users-query";
import { isoSeconds } from "../csv";
import type { User } from "../schemas/users";
import { byPageNumber, fromPagination, MAX_PAGE_SIZE } from "./paging";
import { appOf, defineExport } from "./types";

type MaskedToken = MaskedAuthTokenPage["data"][number];

/** The users one user has blocked (the user page's section). */
export const blockedUsersExport = defineExport({
  file: "blocked-users",
  schema: userSectionFilters,
  minRole: "viewer",
  columns: {
    uid: { label: "UID", value: (u: User) => u.uid },
    name: { label: "Name", value: (u: User) => u.name },
    hasBlockedMe: { label: "Blocked them back", value: (u: User) => (u.hasBlockedMe ? "Yes" : "No") },
  },
  pages: (source, { uid }) =>
    byPageNumber(async (page) =>
      fromPagination(await listBlockedUsers(appOf(source).conn, uid, { page, perPage: MAX_PAGE_SIZE })),
    ),
});

/** A user's auth tokens, masked as the page shows them: the export hands out no credential either. */
export const authTokensExport = defineExport({
  file: "auth-tokens",
  schema: userSectionFilters,
  minRole: "viewer",
  columns: {
    authToken: { label: "Token (masked)", value: (t: MaskedToken) => t.authToken },
    createdAt: { label: "Created (UTC)", value: (t: MaskedToken) => isoSeconds(t.createdAt) },
  },
  pages: (source, { uid }) =>
    byPageNumber(async (page) =>
      fromPagination(await maskedAuthTokens(appOf(source).conn, { uid, page, perPage: MAX_PAGE_SIZE })),
    ),
});
