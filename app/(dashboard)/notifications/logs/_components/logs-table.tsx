"use client";

import Link from "next/link";
import { parseAsString, useQueryState } from "nuqs";
import { useCallback, useMemo } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { useCursorTable } from "@/components/data-table/use-cursor-table";
import { fromAction } from "@/components/data-table/use-data-table";
import { NamesProvider } from "@/components/names/named-id";
import { useNames } from "@/components/names/use-names";
import { Button } from "@/components/ui/button";
import { listNotificationLogsAction } from "@/lib/actions/notification-logs";
import { notificationLogKeys } from "@/lib/query-keys";
import {
  type NotificationLog,
  type NotificationLogsPage,
  type NotificationLogsQuery,
  nextLogCursor,
} from "@/lib/schemas/notification-logs";
import { LOG_FILTER_KEYS, logsSearchParams, OPEN_LOG_KEY, toLogsQuery } from "../_lib/search-params";
import { LogSheet } from "./log-sheet";
import { logPartyIds, logsColumns } from "./logs-columns";
import { LogsFilters } from "./logs-filters";

export function LogsTable(initial: {
  initialParams: NotificationLogsQuery;
  initialPage?: NotificationLogsPage;
  initialError?: string;
}) {
  const list = useCursorTable({
    searchParams: logsSearchParams,
    toParams: toLogsQuery,
    filterKeys: LOG_FILTER_KEYS,
    queryKey: notificationLogKeys.list,
    fetchPage: fromAction(listNotificationLogsAction),
    nextCursor: nextLogCursor,
    ...initial,
  });
  const [openId, setOpenId] = useQueryState(
    OPEN_LOG_KEY,
    parseAsString.withOptions({ history: "push", scroll: false }),
  );
  const open = useCallback((log: NotificationLog) => void setOpenId(log._id), [setOpenId]);
  const columns = useMemo(() => logsColumns(open), [open]);
  const isOpen = useCallback((log: NotificationLog) => log._id === openId, [openId]);
  const names = useNames(logPartyIds(list.table.data));
  // The export is the whole filtered history, not the page reached.
  const { affix: _a, logId: _l, ...exportParams } = list.params;

  return (
    <section aria-label="Delivery logs" className="flex flex-col gap-3">
      <LogsFilters {...list.filterBar} />
      <NamesProvider names={names}>
        <DataTable
          list="notification-logs"
          caption="Notification log entries, newest first"
          columns={columns}
          getRowId={(log) => log._id}
          onRowOpen={open}
          isRowCurrent={isOpen}
          emptyTitle={
            list.filtered
              ? "No log entry matches these filters"
              : "No log entries yet. The service writes one for each user and channel it considers notifying when a message is sent."
          }
          emptyAction={
            list.filtered ? undefined : (
              <Button asChild variant="outline" size="sm">
                <Link href="/notifications">Send a test notification from the Notifications page</Link>
              </Button>
            )
          }
          {...list.table}
          exportParams={exportParams}
        />
        <LogSheet
          logId={openId}
          log={list.table.data.find((log) => log._id === openId)}
          loading={list.query.isFetching}
          onClose={() => void setOpenId(null)}
        />
      </NamesProvider>
    </section>
  );
}
