import * as groupsContract from "../contract/groups";
import { isoSeconds } from "../csv";
import { listGroupsQuery } from "../inputs/chat-groups-query";
import type { Group } from "../schemas/groups";
import { call } from "../server/api/call";
import { servicePages } from "./paging";
import { defineExport } from "./types";

export const groupsExport = defineExport({
  file: "groups",
  schema: listGroupsQuery,
  minRole: "viewer",
  columns: {
    name: { label: "Name", value: (g: Group) => g.name },
    guid: { label: "Guid", value: (g: Group) => g.guid },
    type: { label: "Type", value: (g: Group) => g.type },
    owner: { label: "Owner", value: (g: Group) => g.owner },
    membersCount: { label: "Members", value: (g: Group) => g.membersCount },
    tags: { label: "Tags", value: (g: Group) => g.tags?.join(", ") ?? "" },
    createdAt: { label: "Created (UTC)", value: (g: Group) => isoSeconds(g.createdAt) },
  },
  pages: (source, p) =>
    servicePages(source, (conn, paging) =>
      call(conn, groupsContract.listGroups, { query: { ...p, ...paging } }),
    ),
});
