import type { Metadata } from "next";
import { PageHeader } from "@/components/page-header";
import { comparedWith, periodsCompared } from "@/lib/analytics/labels";
import { loadChatPanel } from "@/lib/analytics/load-chat-panel";
import { loadPanel } from "@/lib/analytics/load-panel";
import { messagesCsvHref } from "@/lib/analytics/messages-csv";
import { loadAnalyticsSearchParams } from "@/lib/analytics/search-params";
import { chatTopNames, topNames } from "@/lib/analytics/top-names";
import { guardPage } from "@/lib/auth/guard";
import { atLeast } from "@/lib/auth/roles";
import { formatCalendarDay } from "@/lib/format";
import { requireConnection, UserFacingError } from "@/lib/server/action";
import { activeConnection } from "@/lib/server/connections";
import { AnalyticsPanel } from "./_components/analytics-panel";
import { EmptyPanel } from "./_components/empty-panel";
import { MessagesView } from "./_components/messages-view";
import { RangeControls } from "./_components/range-controls";
import { SyncPanel } from "./_components/sync-panel";
import { ViewTabs } from "./_components/view-tabs";
import { keepSynced } from "./_lib/keep-synced";

export const metadata: Metadata = { title: "Analytics" };

export default async function AnalyticsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const admin = await guardPage("viewer");
  let conn: Awaited<ReturnType<typeof activeConnection>>;
  try {
    conn = requireConnection(await activeConnection());
  } catch (e) {
    if (!(e instanceof UserFacingError)) throw e;
    return (
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold">Analytics</h1>
        <p className="text-sm text-muted-foreground">{e.message}</p>
      </div>
    );
  }
  await keepSynced(conn.appId);
  const state = loadAnalyticsSearchParams(await searchParams);
  if (state.view === "messages") {
    const chat = await loadChatPanel(conn.appId, state);
    const r = chat.range;
    return (
      <div className="flex flex-col gap-4 [--chart-1:#2563eb] [--chart-2:#d97706] dark:[--chart-1:#7aa7ff] dark:[--chart-2:#fbbf24]">
        <PageHeader title="Analytics">
          Messages of {conn.name} from {formatCalendarDay(r.firstDay)} to {formatCalendarDay(r.lastDay)} (
          {r.tz}), compared with {comparedWith(r)}. Messages count on the day they were sent.
        </PageHeader>
        <ViewTabs />
        {chat.panel ? (
          <>
            <RangeControls
              firstDay={r.firstDay}
              lastDay={r.lastDay}
              today={r.today}
              tz={r.tz}
              exportLink={{
                href: messagesCsvHref(chat.panel, chat),
                filename: `message-analytics-${r.firstDay}-${r.lastDay}.csv`,
              }}
            />
            {r.problem ? (
              <p role="alert" className="text-sm text-destructive">
                The address asked for something the page cannot show: {r.problem}.
              </p>
            ) : null}
          </>
        ) : null}
        <MessagesView
          progress={chat.progress}
          panel={chat.panel}
          retention={chat.retention}
          firstReplies={chat.firstReplies}
          movement={chat.movement}
          kinds={chat.kinds}
          chatToCalls={chat.chatToCalls}
          threadsMentions={chat.threadsMentions}
          reactions={chat.reactions}
          compared={periodsCompared(r)}
          names={chat.panel ? chatTopNames(conn.conn, chat.panel) : undefined}
        />
      </div>
    );
  }
  const loaded = await loadPanel(conn.appId, state);
  const { range, progress, panel } = loaded;
  return (
    // Chart colours as variables, so both themes get readable ones.
    <div className="flex flex-col gap-4 [--chart-1:#2563eb] [--chart-2:#d97706] dark:[--chart-1:#7aa7ff] dark:[--chart-2:#fbbf24]">
      <PageHeader title="Analytics">
        Calls of {conn.name} from {formatCalendarDay(range.firstDay)} to {formatCalendarDay(range.lastDay)} (
        {range.tz}), compared with {comparedWith(range)}. Calls count where they were initiated.
      </PageHeader>
      <ViewTabs />
      <SyncPanel initial={progress} canSync={atLeast(admin.role, "admin")} />
      {panel ? (
        <>
          <RangeControls
            firstDay={range.firstDay}
            lastDay={range.lastDay}
            today={range.today}
            tz={range.tz}
          />
          {range.problem ? (
            <p role="alert" className="text-sm text-destructive">
              The address asked for something the page cannot show: {range.problem}.
            </p>
          ) : null}
          <AnalyticsPanel
            panel={panel}
            compared={periodsCompared(range)}
            names={topNames(conn.conn, panel)}
          />
        </>
      ) : (
        // During the first sync (which starts on its own) the panel is on its way: never an empty state then.
        <EmptyPanel title={progress.phase !== "idle" ? "Copying the call history" : "No calls yet"}>
          {progress.phase !== "idle"
            ? "Analytics read the dashboard’s own copy of the app’s calls. The first sync copies them from the service, newest first; the panel appears as soon as the first page is stored, and this page updates by itself."
            : "The service lists no calls for this app. Calls show here once they are made and synced."}
        </EmptyPanel>
      )}
    </div>
  );
}
