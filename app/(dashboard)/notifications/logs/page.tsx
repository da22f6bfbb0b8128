import type { Metadata } from "next";
import type { SearchParams } from "nuqs/server";
import { PageHeader } from "@/components/page-header";
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
      <PageHeader back={{ href: "/notifications", label: "Notifications" }} title="Delivery logs">
        One entry for each user and channel the service considered notifying, newest first: what it sent
        through which provider, or why it did not. Open an entry for every field and the payload.
      </PageHeader>
      <LogsTable initialParams={params} {...first} />
    </div>
  );
}
