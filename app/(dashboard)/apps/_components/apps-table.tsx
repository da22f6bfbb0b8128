"use client";

import { useMemo } from "react";
import { DataTable } from "@/components/data-table/data-table";
import type { ConnectionSummary } from "@/lib/server/connections";
import { appsColumns } from "./apps-columns";

export function AppsTable({ apps, activeId }: { apps: ConnectionSummary[]; activeId?: string }) {
  const columns = useMemo(() => appsColumns(activeId), [activeId]);
  return (
    <DataTable
      list="apps"
      caption="Connected apps"
      columns={columns}
      data={apps}
      getRowId={(c) => c.id}
      exportParams={{}}
      emptyTitle="No app is connected yet. Add one with its app id, region and REST API key."
    />
  );
}
