import { z } from "zod";
import * as appsContract from "../contract/apps";
import { isoSeconds } from "../csv";
import type { Collaborator } from "../schemas/apps";
import { call } from "../server/api/call";
import { wholeList } from "./paging";
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
  pages: (source) =>
    wholeList(async () => {
      const { conn } = appOf(source);
      return (await call(conn, appsContract.listCollaborators, { params: { appId: conn.appId } })).data;
    }),
});
