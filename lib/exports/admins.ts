import { type AdminRow, listAdmins } from "../auth/accounts";
import { ROLE_LABEL } from "../auth/roles";
import { isoSeconds } from "../csv";
import { getDb } from "../db";
import { adminFiltersQuery } from "../inputs/admins-query";
import { byPageNumber, fromPagination } from "./paging";
import { defineExport, fieldColumns } from "./types";

export const adminsExport = defineExport({
  file: "admins",
  schema: adminFiltersQuery,
  minRole: "owner",
  columns: {
    ...fieldColumns<AdminRow>()({ name: "Name", email: "Email" }),
    role: { label: "Role", value: (a: AdminRow) => ROLE_LABEL[a.role] },
    status: { label: "Status", value: (a: AdminRow) => (a.disabled_at ? "Disabled" : "Active") },
    createdAt: { label: "Since (UTC)", value: (a: AdminRow) => isoSeconds(Number(a.created_at)) },
  },
  pages: async function* (_source, p) {
    const db = await getDb();
    yield* byPageNumber(async (page) => fromPagination(await listAdmins(db, { ...p, page, perPage: 100 })));
  },
});
