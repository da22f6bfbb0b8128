import * as groupsContract from "../contract/groups";
import { isoSeconds } from "../csv";
import { listBannedQuery, listMembersQuery } from "../inputs/chat-groups-query";
import type { Member } from "../schemas/members";
import type { User } from "../schemas/users";
import { call } from "../server/api/call";
import { servicePages } from "./paging";
import { defineExport } from "./types";

export const groupMembersExport = defineExport({
  file: "group-members",
  schema: listMembersQuery,
  minRole: "viewer",
  columns: {
    uid: { label: "Uid", value: (m: Member) => m.uid },
    name: { label: "Name", value: (m: Member) => m.name },
    scope: { label: "Scope", value: (m: Member) => m.scope },
    status: { label: "Status", value: (m: Member) => m.status },
    joinedAt: { label: "Joined (UTC)", value: (m: Member) => isoSeconds(m.joinedAt) },
  },
  pages: (source, { guid, ...p }) =>
    servicePages(source, (conn, paging) =>
      call(conn, groupsContract.listGroupMembers, { params: { guid }, query: { ...p, ...paging } }),
    ),
});

export const groupBannedExport = defineExport({
  file: "group-banned-users",
  schema: listBannedQuery,
  minRole: "viewer",
  columns: {
    uid: { label: "Uid", value: (u: User) => u.uid },
    name: { label: "Name", value: (u: User) => u.name },
    status: { label: "Status", value: (u: User) => u.status },
  },
  pages: (source, { guid, ...p }) =>
    servicePages(source, (conn, paging) =>
      call(conn, groupsContract.listGroupBannedUsers, { params: { guid }, query: { ...p, ...paging } }),
    ),
});
