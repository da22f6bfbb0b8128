import { listUsers } from "../contract/users";
import { isoSeconds } from "../csv";
import { listUsersQuery, outsideLastActive } from "../inputs/users-query";
import type { User } from "../schemas/users";
import { call } from "../server/api/call";
import { servicePages } from "./paging";
import { defineExport, fieldColumns } from "./types";

export const usersExport = defineExport({
  file: "users",
  schema: listUsersQuery,
  minRole: "viewer",
  columns: {
    ...fieldColumns<User>()({ uid: "UID", name: "Name", role: "Role" }),
    status: { label: "Status", value: (u: User) => (u.deactivatedAt ? "deactivated" : u.status) },
    createdAt: { label: "Created (UTC)", value: (u: User) => isoSeconds(u.createdAt) },
    lastActiveAt: { label: "Last active (UTC)", value: (u: User) => isoSeconds(u.lastActiveAt) },
  },
  pages: (source, p) =>
    servicePages(source, (conn, paging) => call(conn, listUsers, { query: { ...p, ...paging } })),
  // The last-active bounds are ours: a service that ignores them answers users outside them.
  outside: (p) =>
    p.lastActiveBefore === undefined && p.lastActiveAfter === undefined
      ? undefined
      : (u: User) => outsideLastActive(u, p),
});
