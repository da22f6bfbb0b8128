import { z } from "zod";
import * as appsContract from "../contract/apps";
import { isoSeconds } from "../csv";
import type { Collaborator } from "../schemas/apps";
import { call } from "../server/api/call";
import { wholeList } from "./paging";
import { appOf, defineExport, fieldColumns } from "./types";

export const teamExport = defineExport({
  file: "team",
  schema: z.object({}),
  minRole: "admin",
  columns: {
    ...fieldColumns<Collaborator>()({ name: "Name", email: "Email", role: "Role" }),
    createdAt: { label: "Joined (UTC)", value: (c: Collaborator) => isoSeconds(c.createdAt) },
  },
  pages: (source) =>
    wholeList(async () => {
      const { conn } = appOf(source);
      return (await call(conn, appsContract.listCollaborators, { params: { appId: conn.appId } })).data;
    }),
});
