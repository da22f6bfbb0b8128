import * as groupsContract from "../contract/groups";
import { isoSeconds } from "../csv";
import { listBannedQuery, listMembersQuery } from "../inputs/chat-groups-query";
import type { Member } from "../schemas/members";
import type { User } from "../schemas/users";
import { call } from "../server/api/call";
import { byPageNumber, fromPagination, MAX_PAGE_SIZE } from "./paging";
import { appOf, defineExport } from "./types";

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
    byPageNumber(async (page) =>
      fromPagination(
        await call(appOf(source).conn, groupsContract.listGroupMembers, {
          params: { guid },
          query: { ...p, page, perPage: MAX_PAGE_SIZE },
        }),
      ),
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
    byPageNumber(async (page) =>
      fromPagination(
        await call(appOf(source).conn, groupsContract.listGroupBannedUsers, {
          params: { guid },
          query: { ...p, page, perPage: MAX_PAGE_SIZE },
        }),
      ),
    ),
});
