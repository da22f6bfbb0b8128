import type { Metadata } from "next";
import Link from "next/link";
import type { SearchParams } from "nuqs/server";
import { guardPage } from "@/lib/auth/guard";
import { notificationLogsQuery } from "@/lib/schemas/notification-logs";
import { listNotificationLogs } from "@/lib/server/api/chat-notifications";
import { loadFirstPage } from "@/lib/server/first-page";
import { LogsTable } from "./_components/logs-table";
import { loadLogsSearchParams, toLogsQuery } from "./_lib/search-params";

export const metadata: Metadata = { title: "Delivery logs" };

export default async function NotificationLogsPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  await guardPage("admin");
  const url = await loadLogsSearchParams(searchParams);
  // The list kit keeps the page's cursor in `cursor`: the server renders that very page.
  const params = toLogsQuery(url, url.cursor);
  const first = await loadFirstPage(notificationLogsQuery, params, listNotificationLogs);
  return (
    <div className="flex flex-col gap-4">
      <div>
        <Link
          href="/notifications"
          className="text-sm text-muted-foreground underline-offset-4 hover:underline"
        >
          ← Notifications
        </Link>
        <h1 className="text-2xl font-semibold">Delivery logs</h1>
        <p className="text-sm text-muted-foreground">
          One entry for each user and channel the service considered notifying, newest first: what it sent
          through which provider, or why it did not. Open an entry for every field and the payload.
        </p>
      </div>
      <LogsTable initialParams={params} {...first} />
    </div>
  );
}
