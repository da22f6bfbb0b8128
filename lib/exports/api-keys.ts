import { isoSeconds } from "../csv";
import { listApiKeysQuery } from "../inputs/api-keys-query";
import { listApiKeyViews } from "../server/api/chat-api-keys";
import { servicePages } from "./paging";
import { defineExport, fieldColumns } from "./types";

type KeyRow = Awaited<ReturnType<typeof listApiKeyViews>>["data"][number];

export const apiKeysExport = defineExport({
  file: "api-keys",
  schema: listApiKeysQuery,
  minRole: "admin",
  columns: {
    name: {
      label: "Name",
      value: (k: KeyRow) => (k.usedByDashboard ? `${k.name} (this dashboard)` : k.name),
    },
    ...fieldColumns<KeyRow>()({ id: "Key", scope: "Scope" }),
    createdAt: { label: "Created (UTC)", value: (k: KeyRow) => isoSeconds(k.createdAt) },
  },
  // The list query's own bound (100) is the largest page this export may ask for.
  pages: (source, p) =>
    servicePages(source, (conn, paging) => listApiKeyViews(conn, { ...p, ...paging }), 100),
});
