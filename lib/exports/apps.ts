import { z } from "zod";
import { type ConnectionSummary, listConnections } from "../server/connections";
import { wholeList } from "./paging";
import { defineExport } from "./types";

export const appsExport = defineExport({
  file: "apps",
  schema: z.object({}),
  minRole: "admin",
  columns: {
    name: { label: "Name", value: (c: ConnectionSummary) => c.name },
    appId: { label: "App id", value: (c: ConnectionSummary) => c.appId },
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
