import { z } from "zod";
import { listCollaborators } from "../api/mgmt-team";
import { isoSeconds } from "../csv";
import type { Collaborator } from "../schemas/apps";
import { appOf, defineExport } from "./types";

export const teamExport = defineExport({
  file: "team",
  schema: z.object({}),
  minRole: "admin",
  columns: {
    name: { label: "Name", value: (c: Collaborator) => c.name },
    email: { label: "Email", value: (c: Collaborator) => c.email },
    role: { label: "Role", value: (c: Collaborator) => c.role },
    createdAt: { label: "Joined (UTC)", value: (c: Collaborator) => isoSeconds(c.createdAt) },
  },
  pages: async function* (source) {
    const rows = await listCollaborators(appOf(source).conn);
    yield { rows, total: rows.length };
  },
});
