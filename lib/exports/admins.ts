import { z } from "zod";
import { listAdmins } from "../auth/accounts";
import { ROLE_LABEL } from "../auth/roles";
import { isoSeconds } from "../csv";
import { getDb } from "../db";
import { defineExport } from "./types";

type AdminRow = Awaited<ReturnType<typeof listAdmins>>[number];

/** The dashboard's accounts (`/admins`); owners only, as the page. */
export const adminsExport = defineExport({
  file: "admins",
  schema: z.object({}),
  minRole: "owner",
  columns: {
    name: { label: "Name", value: (a: AdminRow) => a.name },
    email: { label: "Email", value: (a: AdminRow) => a.email },
    role: { label: "Role", value: (a: AdminRow) => ROLE_LABEL[a.role] },
    status: { label: "Status", value: (a: AdminRow) => (a.disabled_at ? "Disabled" : "Active") },
    createdAt: { label: "Since", value: (a: AdminRow) => isoSeconds(Number(a.created_at)) },
  },
  pages: async function* () {
    const rows = await listAdmins(await getDb());
    yield { rows, total: rows.length };
  },
});
