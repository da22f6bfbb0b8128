import * as groupsContract from "../contract/groups";
import { isoSeconds } from "../csv";
import { listGroupsQuery } from "../inputs/chat-groups-query";
import type { Group } from "../schemas/groups";
import { call } from "../server/api/call";
import { servicePages } from "./paging";
import { defineExport, fieldColumns } from "./types";

export const groupsExport = defineExport({
  file: "groups",
  schema: listGroupsQuery,
  minRole: "viewer",
  columns: {
    ...fieldColumns<Group>()({
      name: "Name",
      guid: "Guid",
      type: "Type",
      owner: "Owner",
      membersCount: "Members",
    }),
    tags: { label: "Tags", value: (g: Group) => g.tags?.join(", ") ?? "" },
    createdAt: { label: "Created (UTC)", value: (g: Group) => isoSeconds(g.createdAt) },
  },
  pages: (source, p) =>
    servicePages(source, (conn, paging) =>
      call(conn, groupsContract.listGroups, { query: { ...p, ...paging } }),
    ),
});
