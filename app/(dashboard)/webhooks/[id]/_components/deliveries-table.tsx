"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { FilterSelect, optionsOf } from "@/components/filters/filter-select";
import { Button } from "@/components/ui/button";
import { unwrapAction } from "@/lib/action-result";
import { DELIVERY_PAGE_SIZES, deliveryFilters } from "@/lib/inputs/webhooks-query";
import { webhookKeys } from "@/lib/query-keys";
import { DELIVERY_STATES } from "@/lib/schemas/webhooks";
import type { DeliveryPage, ListDeliveriesParams } from "@/lib/server/api/mgmt-webhooks";
import { listDeliveriesAction } from "../../_lib/actions";
import { deliveriesColumns } from "./deliveries-columns";
import { RedeliverFailedButton } from "./redeliver-failed-button";

const STATES = optionsOf(DELIVERY_STATES);

/** While a row waits to be sent (a retry, a redelivery), the log reads itself again this often. */
export const PENDING_POLL_MS = 2_000;

async function fetchDeliveries(webhookId: string, params: ListDeliveriesParams): Promise<DeliveryPage> {
  const res = unwrapAction(await listDeliveriesAction({ webhookId, page: 1, perPage: 25, ...params }));
  if (!res.available) throw new Error("The delivery log is available with the sandbox.");
  return res.page;
}

export function DeliveriesTable({
  webhookId,
  webhookURL,
  retryOnFailure,
  enabled,
  initialFailed,
  ...initial
}: {
  webhookId: string;
  webhookURL: string;
  retryOnFailure: boolean;
  enabled: boolean;
  initialFailed: number;
  initialParams: ListDeliveriesParams & { page: number; perPage: number };
  initialPage: DeliveryPage;
}) {
  const list = useDataTable({
    searchParams: deliveryFilters.parsers,
    toParams: deliveryFilters.toQuery,
    filterKeys: deliveryFilters.keys,
    queryKey: (params: ListDeliveriesParams) => webhookKeys.deliveries(webhookId, params),
    fetchPage: (params: ListDeliveriesParams) => fetchDeliveries(webhookId, params),
    ...initial,
  });
  const columns = useMemo(() => deliveriesColumns(webhookId, enabled), [webhookId, enabled]);
  const queryClient = useQueryClient();
  // The rows and the failed count together, so both show what the worker did.
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: webhookKeys.detail(webhookId) }),
    [queryClient, webhookId],
  );
  const waiting = list.table.data.some((d) => d.state === "pending");
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void refresh(), PENDING_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, refresh]);
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
        <Button variant="outline" onClick={() => void refresh()} disabled={list.query.isFetching}>
          Refresh
        </Button>
        <RedeliverFailedButton
          webhookId={webhookId}
          webhookURL={webhookURL}
          retryOnFailure={retryOnFailure}
          enabled={enabled}
          initialFailed={initialFailed}
        />
      </div>
      <DataTable
        list="webhook-deliveries"
        caption="Delivery attempts, newest first"
        columns={columns}
        getRowId={(d) => d.id}
        pageSizes={DELIVERY_PAGE_SIZES}
        emptyTitle={state ? `No ${state} deliveries` : "No deliveries yet"}
        {...list.table}
      />
    </div>
  );
}
