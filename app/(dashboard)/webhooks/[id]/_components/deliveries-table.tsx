"use client";

import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { FilterSelect } from "@/components/filters/filter-select";
import { Button } from "@/components/ui/button";
import { unwrapAction } from "@/lib/action-result";
import type { DeliveryPage, ListDeliveriesParams } from "@/lib/api/mgmt-webhooks";
import { webhookKeys } from "@/lib/query-keys";
import { DELIVERY_STATES } from "@/lib/schemas/webhooks";
import { listDeliveriesAction } from "../../_lib/actions";
import { DELIVERY_PAGE_SIZES, deliveriesSearchParams, toDeliveriesParams } from "../_lib/search-params";
import { deliveriesColumns } from "./deliveries-columns";

const STATES = DELIVERY_STATES.map((value) => ({ value, label: value }));

async function fetchDeliveries(webhookId: string, params: ListDeliveriesParams): Promise<DeliveryPage> {
  const res = unwrapAction(await listDeliveriesAction({ webhookId, page: 1, perPage: 25, ...params }));
  if (!res.available) throw new Error("The delivery log is available with the sandbox.");
  return res.page;
}

export function DeliveriesTable({
  webhookId,
  ...initial
}: {
  webhookId: string;
  initialParams: ListDeliveriesParams & { page: number; perPage: number };
  initialPage: DeliveryPage;
}) {
  const list = useDataTable({
    searchParams: deliveriesSearchParams,
    toParams: toDeliveriesParams,
    filterKeys: ["state"],
    queryKey: (params: ListDeliveriesParams) => webhookKeys.deliveries(webhookId, params),
    fetchPage: (params: ListDeliveriesParams) => fetchDeliveries(webhookId, params),
    ...initial,
  });
  const { state } = list.state;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <FilterSelect
          label="State"
          value={state}
          options={STATES}
          onChange={(next) => list.setFilters({ state: next })}
        />
        <Button variant="outline" onClick={() => list.query.refetch()} disabled={list.query.isFetching}>
          Refresh
        </Button>
      </div>
      <DataTable
        list="webhook-deliveries"
        caption="Delivery attempts, newest first"
        columns={deliveriesColumns}
        getRowId={(d) => d.id}
        pageSizes={DELIVERY_PAGE_SIZES}
        emptyTitle={state ? `No ${state} deliveries` : "No deliveries yet"}
        {...list.table}
      />
    </div>
  );
}
