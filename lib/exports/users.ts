import { listUsers } from "../contract/users";
import { isoSeconds } from "../csv";
import { listUsersQuery, outsideLastActive } from "../inputs/users-query";
import type { User } from "../schemas/users";
import { call } from "../server/api/call";
import { servicePages } from "./paging";
import { defineExport } from "./types";

export const usersExport = defineExport({
  file: "users",
  schema: listUsersQuery,
  minRole: "viewer",
  columns: {
    uid: { label: "UID", value: (u: User) => u.uid },
    name: { label: "Name", value: (u: User) => u.name },
    role: { label: "Role", value: (u: User) => u.role },
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
