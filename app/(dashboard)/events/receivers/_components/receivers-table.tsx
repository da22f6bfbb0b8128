"use client";

import { actionsColumn } from "@/components/data-table/actions-column";
import { DataTable } from "@/components/data-table/data-table";
import { type DataTableColumnDef, dataTableColumnHelper } from "@/components/data-table/features";
import { formatSeconds } from "@/lib/format";
import type { ReceiverEndpoint } from "@/lib/receiver/endpoints";
import { DeleteReceiverButton } from "./delete-receiver-button";
import { RotateReceiverDialog } from "./rotate-receiver-dialog";

const col = dataTableColumnHelper<ReceiverEndpoint>();

const columns: DataTableColumnDef<ReceiverEndpoint>[] = [
  col.accessor("name", { header: "Name", enableHiding: false }),
  col.accessor("path", {
    header: "Path",
    cell: (c) => <span className="font-mono text-xs">{c.getValue()}</span>,
  }),
  col.accessor("username", {
    header: "Username",
    cell: (c) => <span className="font-mono text-xs">{c.getValue()}</span>,
  }),
  col.accessor("createdAt", { header: "Created (UTC)", cell: (c) => formatSeconds(c.getValue()) }),
  col.accessor("previousPasswordExpiresAt", {
    header: "Old password valid until (UTC)",
    cell: (c) => {
      const at = c.getValue();
      return at !== null && at > Math.floor(Date.now() / 1000) ? formatSeconds(at) : "—";
    },
  }),
  actionsColumn((r: ReceiverEndpoint) => (
    <div className="flex justify-end gap-2">
      <RotateReceiverDialog endpoint={r} />
      <DeleteReceiverButton endpoint={r} />
    </div>
  )),
];

export function ReceiversTable({ endpoints }: { endpoints: ReceiverEndpoint[] }) {
  return (
    <DataTable
      list="receivers"
      caption="Receiver endpoints"
      columns={columns}
      data={endpoints}
      getRowId={(e) => e.id}
      exportParams={{}}
      emptyTitle="No endpoints yet. Create one to receive webhook events in this dashboard."
    />
  );
}
