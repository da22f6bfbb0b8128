import * as groupsContract from "../contract/groups";
import { isoSeconds } from "../csv";
import { listBannedQuery, listMembersQuery } from "../inputs/chat-groups-query";
import type { Member } from "../schemas/members";
import type { User } from "../schemas/users";
import { call } from "../server/api/call";
import { servicePages } from "./paging";
import { defineExport, fieldColumns } from "./types";

export const groupMembersExport = defineExport({
  file: "group-members",
  schema: listMembersQuery,
  minRole: "viewer",
  columns: {
    ...fieldColumns<Member>()({ uid: "Uid", name: "Name", scope: "Scope", status: "Status" }),
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
    ...fieldColumns<User>()({ uid: "Uid", name: "Name", status: "Status" }),
  },
  pages: (source, { guid, ...p }) =>
    servicePages(source, (conn, paging) =>
      call(conn, groupsContract.listGroupBannedUsers, { params: { guid }, query: { ...p, ...paging } }),
    ),
});
