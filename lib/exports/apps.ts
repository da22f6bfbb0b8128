import { z } from "zod";
import { type ConnectionSummary, listConnections } from "../server/connections";
import { wholeList } from "./paging";
import { defineExport, fieldColumns } from "./types";

export const appsExport = defineExport({
  file: "apps",
  schema: z.object({}),
  minRole: "admin",
  columns: {
    ...fieldColumns<ConnectionSummary>()({ name: "Name", appId: "App id" }),
    region: { label: "Region", value: (c: ConnectionSummary) => c.region.toUpperCase() },
    hasManagement: {
      label: "Management API",
      value: (c: ConnectionSummary) => (c.hasManagement ? "Configured" : "Not configured"),
    },
    source: {
      label: "Source",
      value: (c: ConnectionSummary) => (c.source === "env" ? "From environment" : "Added here"),
    },
  },
  pages: () => wholeList(listConnections),
});
