import { listBlockedUsers, listFriends } from "../contract/users";
import { isoSeconds } from "../csv";
import { userSectionFilters } from "../inputs/users-query";
import type { Group } from "../schemas/groups";
import type { User } from "../schemas/users";
import { call } from "../server/api/call";
import { listUserGroups } from "../server/api/chat-users";
import { type MaskedAuthTokenPage, maskedAuthTokens } from "../server/api/masked-auth-tokens";
import { servicePages } from "./paging";
import { defineExport, fieldColumns } from "./types";

type MaskedToken = MaskedAuthTokenPage["data"][number];

export const blockedUsersExport = defineExport({
  file: "blocked-users",
  schema: userSectionFilters,
  minRole: "viewer",
  columns: {
    ...fieldColumns<User>()({ uid: "UID", name: "Name" }),
    hasBlockedMe: { label: "Blocked them back", value: (u: User) => (u.hasBlockedMe ? "Yes" : "No") },
  },
  pages: (source, { uid }) =>
    servicePages(source, (conn, paging) => call(conn, listBlockedUsers, { params: { uid }, query: paging })),
});

export const userFriendsExport = defineExport({
  file: "user-friends",
  schema: userSectionFilters,
  minRole: "viewer",
  columns: {
    ...fieldColumns<User>()({ uid: "UID", name: "Name", status: "Status" }),
  },
  pages: (source, { uid }) =>
    servicePages(source, (conn, paging) => call(conn, listFriends, { params: { uid }, query: paging })),
});

export const userGroupsExport = defineExport({
  file: "user-groups",
  schema: userSectionFilters,
  minRole: "viewer",
  columns: {
    ...fieldColumns<Group>()({ guid: "GUID", name: "Name", type: "Type" }),
    scope: { label: "Scope", value: (g: Group) => g.scope ?? "" },
    joinedAt: { label: "Joined (UTC)", value: (g: Group) => (g.joinedAt ? isoSeconds(g.joinedAt) : "") },
  },
  pages: (source, { uid }) => servicePages(source, (conn, paging) => listUserGroups(conn, uid, paging)),
});

/** Masked as the page shows them: the export hands out no credential either. */
export const authTokensExport = defineExport({
  file: "auth-tokens",
  schema: userSectionFilters,
  minRole: "viewer",
  columns: {
    authToken: { label: "Token (masked)", value: (t: MaskedToken) => t.authToken },
    createdAt: { label: "Created (UTC)", value: (t: MaskedToken) => isoSeconds(t.createdAt) },
    client: {
      label: "Client",
      value: (t: MaskedToken) =>
        [t.platform, t.userAgent, t.appInfo ? JSON.stringify(t.appInfo) : undefined]
          .filter(Boolean)
          .join(" · "),
    },
  },
  pages: (source, { uid }) =>
    servicePages(source, (conn, paging) => maskedAuthTokens(conn, { uid, ...paging })),
});
