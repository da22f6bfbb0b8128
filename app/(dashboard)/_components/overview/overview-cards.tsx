import Link from "next/link";
import type { ReactNode } from "react";
import { BarChart, type BarDatum } from "@/components/charts/bar-chart";
import { Sparkline } from "@/components/charts/sparkline";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDuration, formatPercent } from "@/lib/analytics/labels";
import { queryAudit } from "@/lib/audit-query";
import * as statsContract from "@/lib/contract/stats";
import { getDb, nowSeconds } from "@/lib/db";
import { formatAgo, formatClock, formatMinutes, formatSeconds } from "@/lib/format";
import { call } from "@/lib/server/api/call";
import { isServiceError } from "@/lib/server/api/errors";
import type { Connection } from "@/lib/server/api/request";
import { readFigures } from "@/lib/server/moderation-figures";
import {
  largestChange,
  ongoingCalls,
  TREND_DAYS,
  type Trend,
  todayAgainstLastWeek,
  trends,
} from "@/lib/server/overview";
import { cn } from "@/lib/utils";
import { OverviewCard } from "./overview-card";

const enc = encodeURIComponent;

export function OverviewCardSkeleton({ title }: { title: string }) {
  return (
    <Card aria-label={title} aria-busy="true">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-2/3" />
      </CardContent>
    </Card>
  );
}

export function Unavailable({ error }: { error: unknown }) {
  const message = isServiceError(error)
    ? `${error.message} (${error.code})`
    : error instanceof Error
      ? error.message
      : "It could not be loaded.";
  return (
    <p role="status" className="text-sm text-muted-foreground">
      Not available: {message}
    </p>
  );
}

function Change({ now, before, unit }: { now: number; before: number; unit: string }) {
  if (before === 0) return <span className="text-muted-foreground">none a week ago</span>;
  const pct = Math.round(((now - before) / before) * 100);
  const sign = pct > 0 ? "+" : "";
  return (
    <span className={pct < 0 ? "text-destructive" : "text-muted-foreground"}>
      {sign}
      {pct} % against {formatMinutes(before)} {unit} a week ago
    </span>
  );
}

export async function TodayCard({ appId }: { appId: string }) {
  let body: ReactNode;
  try {
    const f = await todayAgainstLastWeek(await getDb(), appId, nowSeconds());
    const rows = [
      { label: "Calls", now: f.today.calls, before: f.lastWeek.calls, unit: "calls" },
      {
        label: "Call minutes",
        now: f.today.total_cm / 100,
        before: f.lastWeek.total_cm / 100,
        unit: "minutes",
      },
      {
        label: "Participant minutes",
        now: (f.today.audio_cm + f.today.video_cm) / 100,
        before: (f.lastWeek.audio_cm + f.lastWeek.video_cm) / 100,
        unit: "minutes",
      },
    ];
    body = f.synced ? (
      <div className="grid gap-3">
        <dl className="grid gap-3">
          {rows.map((r) => (
            <div key={r.label} className="flex flex-col">
              <dt className="text-xs text-muted-foreground">{r.label}</dt>
              <dd className="text-2xl font-semibold tabular-nums">{formatMinutes(r.now)}</dd>
              <dd className="text-xs">
                <Change now={r.now} before={r.before} unit={r.unit} />
              </dd>
            </div>
          ))}
        </dl>
        <p className="text-xs text-muted-foreground">
          Since {formatSeconds(f.from)} UTC, against the same hours a week before.
        </p>
      </div>
    ) : (
      <p role="status" className="text-sm text-muted-foreground">
        The first sync of the call history is running; the figures appear as it stores calls.
      </p>
    );
  } catch (e) {
    body = <Unavailable error={e} />;
  }
  return (
    <OverviewCard title="Today" href="/analytics" linkLabel="Analytics">
      {body}
    </OverviewCard>
  );
}

const USAGE_DAYS = 30;
const LAST_HOUR_SERIES = [
  { key: "sent", name: "Messages sent", color: "var(--chart-1)" },
  { key: "delivered", name: "Delivery receipts", color: "var(--chart-2)" },
  { key: "read", name: "Read receipts", color: "var(--chart-3)" },
];

/** The service's own usage figures (`GET /stats`, `GET /stats/messages`): what an app is billed on. */
export async function UsageCard({ conn }: { conn: Connection }) {
  let body: ReactNode;
  try {
    const to = nowSeconds();
    const [{ data: usage }, { data: messages }] = await Promise.all([
      call(conn, statsContract.getUsageMetrics, {
        query: { fromDate: to - USAGE_DAYS * 86_400, toDate: to },
      }),
      call(conn, statsContract.getMessageMetrics, {}),
    ]);
    const m = usage.metrics;
    const figures = [
      { label: "Audio minutes", value: m.audio_minutes },
      { label: "Video minutes", value: m.video_minutes },
      { label: "Recorded minutes", value: m.recorded_minutes },
      { label: "Active users", value: m.active_users },
    ];
    const points = messages.dataPoints;
    const sum = (k: "messagesSent" | "readReceipts" | "deliveryReceipts") =>
      points.reduce((a, p) => a + p[k], 0);
    const bars: BarDatum[] = points.map((p) => ({
      label: formatClock(Math.floor(Number(p.startTime) / 1000)).slice(0, 5),
      sent: p.messagesSent,
      delivered: p.deliveryReceipts,
      read: p.readReceipts,
    }));
    body = (
      <div className="flex flex-col gap-3">
        <dl className="grid grid-cols-2 gap-3">
          {figures.map((f) => (
            <div key={f.label} className="flex flex-col">
              <dt className="text-xs text-muted-foreground">{f.label}</dt>
              <dd className="text-2xl font-semibold tabular-nums">{formatMinutes(f.value)}</dd>
            </div>
          ))}
        </dl>
        <section
          aria-labelledby="usage-last-hour"
          className="flex flex-col gap-1 [--chart-1:#2563eb] [--chart-2:#b45309] [--chart-3:#047857] dark:[--chart-1:#7aa7ff] dark:[--chart-2:#fbbf24] dark:[--chart-3:#34d399]"
        >
          <h3 id="usage-last-hour" className="text-sm font-medium">
            Messages in the last hour, per five minutes (UTC)
          </h3>
          <BarChart
            data={bars}
            series={LAST_HOUR_SERIES}
            height={180}
            labelEvery={3}
            summary={`Messages in the last hour: ${formatMinutes(sum("messagesSent"))} sent, ${formatMinutes(sum("deliveryReceipts"))} delivery receipts and ${formatMinutes(sum("readReceipts"))} read receipts`}
          />
          <p className="text-xs text-muted-foreground">
            Last hour: {formatMinutes(sum("messagesSent"))} messages sent,{" "}
            {formatMinutes(sum("deliveryReceipts"))} delivered and {formatMinutes(sum("readReceipts"))} read
            receipts.
          </p>
        </section>
        <p className="text-xs text-muted-foreground">
          The service's figures for the last {USAGE_DAYS} days, as it counts them for the app's plan.
        </p>
      </div>
    );
  } catch (e) {
    body = <Unavailable error={e} />;
  }
  return (
    <OverviewCard title={`Usage, last ${USAGE_DAYS} days`} href="/analytics" linkLabel="Analytics">
      {body}
    </OverviewCard>
  );
}

export async function LiveCallsCard({ conn }: { conn: Connection }) {
  let body: ReactNode;
  try {
    const { total, calls } = await ongoingCalls(conn);
    body = (
      <div className="flex flex-col gap-2">
        <p className="text-2xl font-semibold tabular-nums">
          {total} <span className="text-sm font-normal text-muted-foreground">ongoing</span>
        </p>
        {calls.length ? (
          <ul className="flex flex-col gap-1 text-sm">
            {calls.map((c) => (
              <li key={c.sessionId} className="flex min-w-0 items-center gap-2">
                <Badge variant="muted">{c.type}</Badge>
                <Link
                  href={`/calls/${enc(c.sessionId)}`}
                  className="truncate underline-offset-4 hover:underline"
                  title={c.sessionId}
                >
                  {c.initiator} → {c.receiver}
                </Link>
                <span className="ml-auto shrink-0 text-xs text-muted-foreground">
                  {c.totalParticipants} in call
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">Nobody is in a call right now.</p>
        )}
      </div>
    );
  } catch (e) {
    body = <Unavailable error={e} />;
  }
  return (
    <OverviewCard title="Happening now" href="/calls?status=ongoing" linkLabel="Ongoing calls">
      {body}
    </OverviewCard>
  );
}

export async function RecentActionsCard() {
  const { rows } = await queryAudit(await getDb(), { page: 1, perPage: 6 });
  return (
    <OverviewCard title="Recent admin actions" href="/audit-log" linkLabel="Audit log">
      {rows.length ? (
        <ul className="flex flex-col gap-1 text-sm">
          {rows.map((r) => (
            <li key={r.id} className="flex flex-wrap items-baseline gap-x-2">
              <code className="text-xs">{r.action}</code>
              {r.target ? <span className="truncate text-muted-foreground">{r.target}</span> : null}
              {r.outcome === "ok" ? null : <Badge variant="danger">{r.outcome}</Badge>}
              <span className="ml-auto text-xs text-muted-foreground">
                {r.actorEmail} · {formatSeconds(r.at)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No admin has changed anything yet.</p>
      )}
    </OverviewCard>
  );
}

function trendChange(t: Trend): string {
  if (t.change === null) return t.previous === null ? "no previous period stored" : "no change figure";
  if (t.change === 0) return `unchanged against ${formatMinutes(t.previous ?? 0)}`;
  return `${t.change > 0 ? "up" : "down"} ${formatPercent(Math.abs(t.change))} against ${formatMinutes(t.previous ?? 0)}`;
}

/** Messages, senders, calls and minutes over the last 30 days, each with its daily shape and its change. */
export async function TrendsCard({ appId }: { appId: string }) {
  let body: ReactNode;
  try {
    const { trends: list, copying } = await trends(appId, nowSeconds());
    const moved = largestChange(list);
    body = list.length ? (
      <div className="flex flex-col gap-3">
        {moved ? (
          <p className="text-sm">
            Changed most: <span className="font-medium">{moved.label}</span>, {trendChange(moved)}.
          </p>
        ) : null}
        <dl className="grid gap-3">
          {list.map((t) => (
            <div key={t.label} className="grid grid-cols-[1fr_auto] items-center gap-x-3">
              <dt className="text-xs text-muted-foreground">
                <Link href={t.href} className="underline-offset-4 hover:underline">
                  {t.label}
                </Link>
              </dt>
              <dd className="col-start-1 text-2xl font-semibold tabular-nums">
                {t.value === null ? "—" : formatMinutes(t.value)}
              </dd>
              <dd
                className={cn(
                  "col-start-1 text-xs",
                  (t.change ?? 0) < 0 ? "text-destructive" : "text-muted-foreground",
                )}
              >
                {trendChange(t)}
              </dd>
              {t.perDay ? (
                <dd className="col-start-2 row-span-3 row-start-1">
                  <Sparkline
                    values={t.perDay}
                    summary={`${t.label} per day over the last ${TREND_DAYS} days, from ${formatMinutes(t.perDay[0] ?? 0)} to ${formatMinutes(t.perDay.at(-1) ?? 0)}, at most ${formatMinutes(Math.max(...t.perDay))}`}
                  />
                </dd>
              ) : null}
            </div>
          ))}
        </dl>
        <p className="text-xs text-muted-foreground">
          The last {TREND_DAYS} days (UTC) against the {TREND_DAYS} before, from the dashboard’s copies of the
          app’s messages and calls.
          {copying ? " A sync is still copying: figures may grow as it goes." : ""}
        </p>
      </div>
    ) : (
      <p role="status" className="text-sm text-muted-foreground">
        {copying
          ? "The first sync of the app’s messages and calls is running; the trends appear as it stores them."
          : "No messages or calls are stored yet."}
      </p>
    );
  } catch (e) {
    body = <Unavailable error={e} />;
  }
  return (
    <OverviewCard title={`Trends, last ${TREND_DAYS} days`} href="/analytics" linkLabel="Analytics">
      {body}
    </OverviewCard>
  );
}

/** Reports and blocks waiting longer than this colour the card. */
const WAITING_TOO_LONG = 86_400;

/** What waits for a moderator, since when, and how fast the queue has been worked lately. */
export async function ModerationCard({ conn }: { conn: Connection }) {
  let body: ReactNode;
  let tone: "warning" | undefined;
  try {
    const { waiting, oldestWaiting, figures } = await readFigures(conn);
    const now = nowSeconds();
    if (oldestWaiting !== null && now - oldestWaiting > WAITING_TOO_LONG) tone = "warning";
    body = (
      <div className="flex flex-col gap-3">
        <dl className="grid grid-cols-2 gap-3">
          <div className="flex flex-col">
            <dt className="text-xs text-muted-foreground">Reported, waiting</dt>
            <dd className="text-2xl font-semibold tabular-nums">{waiting.reported}</dd>
          </div>
          <div className="flex flex-col">
            <dt className="text-xs text-muted-foreground">Blocked, waiting</dt>
            <dd className="text-2xl font-semibold tabular-nums">{waiting.blocked}</dd>
          </div>
          <div className="flex flex-col">
            <dt className="text-xs text-muted-foreground">Waiting longest</dt>
            <dd className="text-sm">
              {oldestWaiting === null ? "Nothing waits" : `came in ${formatAgo(oldestWaiting, now * 1000)}`}
            </dd>
          </div>
          <div className="flex flex-col">
            <dt className="text-xs text-muted-foreground">First review, median (14 days)</dt>
            <dd className="text-sm">
              {figures.firstReview ? formatDuration(figures.firstReview.median) : "None reviewed"}
            </dd>
          </div>
        </dl>
        {tone ? <p className="text-sm">Something has waited more than a day for review.</p> : null}
      </div>
    );
  } catch (e) {
    body = <Unavailable error={e} />;
  }
  return (
    <OverviewCard title="Moderation queue" href="/moderation" linkLabel="Work the queue" tone={tone}>
      {body}
    </OverviewCard>
  );
}
