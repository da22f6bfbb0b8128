import { isoSeconds } from "../csv";
import { listApiKeysQuery } from "../inputs/api-keys-query";
import { listApiKeyViews } from "../server/api/chat-api-keys";
import { byPageNumber, fromPagination } from "./paging";
import { appOf, defineExport } from "./types";

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
    id: { label: "Key", value: (k: KeyRow) => k.id },
    scope: { label: "Scope", value: (k: KeyRow) => k.scope },
    createdAt: { label: "Created (UTC)", value: (k: KeyRow) => isoSeconds(k.createdAt) },
  },
  pages: (source, p) =>
    // The list query's own bound (100) is the largest page this export may ask for.
    byPageNumber(async (page) =>
      fromPagination(await listApiKeyViews(appOf(source).conn, { ...p, page, perPage: 100 })),
    ),
});
