"use client";

import { actionsColumn } from "@/components/data-table/actions-column";
import { type DataTableColumnDef, dataTableColumnHelper } from "@/components/data-table/features";
import { Badge } from "@/components/ui/badge";
import { formatSeconds } from "@/lib/format";
import type { ApiKeyView } from "@/lib/inputs/api-keys-query";
import { DeleteApiKeyButton } from "./delete-api-key-button";
import { EditApiKeyDialog } from "./edit-api-key-dialog";

const col = dataTableColumnHelper<ApiKeyView>();

// No sorting: the service orders keys by creation and offers no sort.
export const apiKeysColumns: DataTableColumnDef<ApiKeyView>[] = [
  col.accessor("name", {
    header: "Name",
    cell: (c) => (
      <span className="flex flex-wrap items-center gap-2 font-medium">
        {c.getValue()}
        {c.row.original.usedByDashboard ? <Badge variant="warning">used by this dashboard</Badge> : null}
      </span>
    ),
  }),
  col.accessor("id", {
    header: "Key",
    cell: (c) => <code className="font-mono text-xs">{c.getValue()}</code>,
  }),
  col.accessor("scope", {
    header: "Scope",
    cell: (c) => <Badge variant={c.getValue() === "fullAccess" ? "default" : "muted"}>{c.getValue()}</Badge>,
  }),
  col.accessor("createdAt", { header: "Created (UTC)", cell: (c) => formatSeconds(c.getValue()) }),
  actionsColumn(
    (k: ApiKeyView) => {
      // The service refuses a key acting on itself; the dashboard would lock itself out.
      const locked = k.usedByDashboard;
      return (
        <div
          className="flex justify-end gap-2"
          title={locked ? "The dashboard calls the service with this key" : undefined}
        >
          <EditApiKeyDialog apiKey={k} disabled={locked} />
          <DeleteApiKeyButton apiKey={k} disabled={locked} />
        </div>
      );
    },
    { hideable: true },
  ),
];
