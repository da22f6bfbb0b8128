import * as rolesContract from "../contract/roles";
import { isoSeconds } from "../csv";
import { listRolesQuery } from "../inputs/roles-query";
import type { UserRole } from "../schemas/roles";
import { call } from "../server/api/call";
import { servicePages } from "./paging";
import { defineExport, fieldColumns } from "./types";

export const rolesExport = defineExport({
  file: "roles",
  schema: listRolesQuery.omit({ page: true, perPage: true }),
  minRole: "admin",
  columns: {
    ...fieldColumns<UserRole>()({ role: "Role", name: "Name" }),
    description: { label: "Description", value: (r: UserRole) => r.description ?? "" },
    listUsers: { label: "May list", value: (r: UserRole) => r.settings?.listUsers ?? "" },
    sendMessagesTo: { label: "May message", value: (r: UserRole) => r.settings?.sendMessagesTo ?? "" },
    createdAt: { label: "Created (UTC)", value: (r: UserRole) => isoSeconds(r.createdAt) },
  },
  pages: (source) =>
    servicePages(source, (conn, paging) => call(conn, rolesContract.listRoles, { query: paging })),
});
