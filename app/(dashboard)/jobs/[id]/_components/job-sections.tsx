import { listRows } from "@/lib/bulk/store";
import { toRowView } from "@/lib/bulk/view";
import { getDb } from "@/lib/db";
import type { BulkRowKind } from "@/lib/schemas/bulk";
import { JobRowsTable } from "../../_components/job-rows-table";
import type { toJobRowsParams } from "../../_lib/search-params";

/** A page of the job's rows, streamed in under its heading and progress when the store answers. */
export async function RowsSection({
  id,
  rowKind,
  params,
}: {
  id: string;
  rowKind: BulkRowKind;
  params: ReturnType<ReturnType<typeof toJobRowsParams>>;
}) {
  const rows = await listRows(await getDb(), id, params);
  return (
    <JobRowsTable
      id={id}
      rowKind={rowKind}
      initialParams={params}
      initialPage={{ data: rows.rows.map(toRowView), meta: { pagination: { total: rows.total } } }}
    />
  );
}
