"use client";

import { useQueryStates } from "nuqs";
import { DataTable } from "@/components/data-table/data-table";
import { usePageQuery } from "@/components/data-table/use-page-query";
import { Button } from "@/components/ui/button";
import { unwrapAction } from "@/lib/action-result";
import type { DeliveryPage, ListDeliveriesParams } from "@/lib/api/mgmt-webhooks";
import { webhookKeys } from "@/lib/query-keys";
import { DELIVERY_STATES, type Delivery } from "@/lib/schemas/webhooks";
import { listDeliveriesAction } from "../../_lib/actions";
import { DELIVERY_PAGE_SIZES, deliveriesSearchParams, toDeliveriesParams } from "../_lib/search-params";
import { deliveriesColumns } from "./deliveries-columns";

const NO_ROWS: Delivery[] = [];

async function fetchDeliveries(webhookId: string, params: ListDeliveriesParams): Promise<DeliveryPage> {
  const res = unwrapAction(await listDeliveriesAction({ webhookId, page: 1, perPage: 25, ...params }));
  if (!res.available) throw new Error("The delivery log is available with the sandbox.");
  return res.page;
}

/** A webhook's delivery attempts: state filter and page in the URL; the server's first page seeds the cache. */
export function DeliveriesTable({
  webhookId,
  initialParams,
  initialPage,
}: {
  webhookId: string;
  initialParams: ListDeliveriesParams;
  initialPage: DeliveryPage;
}) {
  const [state, setState] = useQueryStates(deliveriesSearchParams, { history: "push", scroll: false });
  const params = toDeliveriesParams(state);
  const { query, error } = usePageQuery({
    queryKey: webhookKeys.deliveries(webhookId, params),
    initialKey: webhookKeys.deliveries(webhookId, initialParams),
    initialPage,
    fetchPage: () => fetchDeliveries(webhookId, params),
  });
  const total = query.data?.meta.pagination.total ?? 0;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="deliveries-state" className="text-sm font-medium leading-none">
            State
          </label>
          <select
            id="deliveries-state"
            className="h-9 rounded-md border border-border bg-background px-2 text-sm"
            value={state.state ?? ""}
            onChange={(e) => {
              const v = DELIVERY_STATES.find((s) => s === e.target.value) ?? null;
              setState({ state: v, page: 1 });
            }}
          >
            <option value="">Any</option>
            {DELIVERY_STATES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <Button variant="outline" onClick={() => query.refetch()} disabled={query.isFetching}>
          Refresh
        </Button>
      </div>
      <DataTable
        caption="Delivery attempts, newest first"
        columns={deliveriesColumns}
        data={query.data?.data ?? NO_ROWS}
        getRowId={(d) => d.id}
        page={params.page ?? 1}
        perPage={params.perPage ?? 25}
        total={total}
        pageSizes={DELIVERY_PAGE_SIZES}
        onPaginationChange={({ page, perPage }) => setState({ page, perPage })}
        isFetching={query.isFetching}
        error={error}
        onRetry={() => query.refetch()}
        emptyTitle={state.state ? `No ${state.state} deliveries` : "No deliveries yet"}
      />
    </div>
  );
}
