import "server-only";
import { panelQuery } from "../analytics/load-panel";
import { resolveRange } from "../analytics/search-params";
import { panel as callPanel, totals } from "../call-store/panel";
import type { Totals } from "../call-store/panel-model";
import { readProgress } from "../call-store/sync";
import { chatPanel } from "../chat-store/panel";
import { readChatProgress } from "../chat-store/sync";
import * as callsContract from "../contract/calls";
import * as webhooksContract from "../contract/webhooks";
import { type Db, getDb, getReadDb } from "../db";
import { MAX_WEBHOOKS_PER_APP } from "../schemas/webhooks";
import type { WebhookHealthRow } from "../webhook-health";
import { call } from "./api/call";
import { webhooksHealth } from "./api/mgmt-webhooks";
import type { Connection } from "./api/request";

const DAY = 86_400;
const QUARTER = 900;

export interface TodayFigures {
  from: number;
  to: number;
  today: Totals;
  lastWeek: Totals;
  synced: boolean;
}

export async function todayAgainstLastWeek(db: Db, appId: string, now: number): Promise<TodayFigures> {
  const from = Math.floor(now / DAY) * DAY;
  const to = Math.ceil((now + 1) / QUARTER) * QUARTER;
  const [progress, today, lastWeek] = await Promise.all([
    readProgress(db, appId),
    totals(db, appId, from, to),
    totals(db, appId, from - 7 * DAY, to - 7 * DAY),
  ]);
  return { from, to, today, lastWeek, synced: progress.storedCalls > 0 };
}

export async function ongoingCalls(conn: Connection, shown = 5) {
  const page = await call(conn, callsContract.listCalls, {
    query: { status: "ongoing", page: 1, perPage: shown },
  });
  return { total: page.meta.pagination.total, calls: page.data };
}

/** Each webhook of the app with its deliveries at a glance (the overview's card). */
export async function webhookHealth(conn: Connection, since: number): Promise<WebhookHealthRow[]> {
  const hooks = (
    await call(conn, webhooksContract.listWebhooks, {
      params: { appId: conn.appId },
      query: { perPage: MAX_WEBHOOKS_PER_APP },
    })
  ).data;
  const health = await webhooksHealth(
    conn,
    hooks.map((h) => h.id),
    since,
  );
  return hooks.map((h) => ({
    id: h.id,
    name: h.name,
    enabled: h.enabled,
    result: health[h.id] ?? { state: "unreported" },
  }));
}

export interface Trend {
  label: string;
  value: number | null;
  previous: number | null;
  /** Against the previous period; null where the stored history does not reach it or it was 0. */
  change: number | null;
  /** One figure a day, oldest first, where the figure has a daily series. */
  perDay?: number[];
  href: string;
}

export const TREND_DAYS = 30;

/**
 * The last 30 days (UTC) against the 30 before, from the dashboard's own copies of the app's messages and
 * calls: the Messages and Calls views' figures for their default range, with their daily series.
 */
export async function trends(appId: string, now: number): Promise<{ trends: Trend[]; copying: boolean }> {
  const db = await getDb();
  const range = resolveRange({ view: "calls", range: "30d", from: null, to: null, tz: "UTC" }, now);
  const q = panelQuery(appId, range);
  const [chatProgress, callProgress] = await Promise.all([
    readChatProgress(db, appId),
    readProgress(db, appId),
  ]);
  const read = await getReadDb();
  const [chat, calls] = await Promise.all([
    chatProgress.storedMessages > 0 ? chatPanel(read, q) : undefined,
    callProgress.storedCalls > 0 ? callPanel(db, q, { parallel: read }) : undefined,
  ]);
  const out: Trend[] = [];
  if (chat) {
    out.push(
      {
        label: "Messages sent",
        ...chat.kpis.messages,
        perDay: chat.perDay.map((d) => d.oneToOne + d.group),
        href: "/analytics?view=messages",
      },
      { label: "Distinct senders", ...chat.kpis.senders, href: "/analytics?view=messages" },
    );
  }
  if (calls) {
    const minutes = (k: "audioParticipantMinutes" | "videoParticipantMinutes") => calls.kpis[k];
    const audio = minutes("audioParticipantMinutes");
    const video = minutes("videoParticipantMinutes");
    const sum = (a: number | null, b: number | null) => (a === null || b === null ? null : a + b);
    const value = sum(audio.value, video.value);
    const previous = sum(audio.previous, video.previous);
    out.push(
      { label: "Calls", ...calls.kpis.calls, href: "/analytics" },
      {
        label: "Participant minutes",
        value,
        previous,
        change: calls.previousStored && value !== null && previous ? (value - previous) / previous : null,
        perDay: calls.minutesPerDay.map((d) => d.audioMinutes + d.videoMinutes),
        href: "/analytics",
      },
    );
  }
  return { trends: out, copying: chatProgress.phase !== "idle" || callProgress.phase !== "idle" };
}

/** The trend that moved most against the previous period, if any moved. */
export function largestChange(list: readonly Trend[]): Trend | undefined {
  return list
    .filter((t) => t.change !== null && t.change !== 0)
    .sort((a, b) => Math.abs(b.change ?? 0) - Math.abs(a.change ?? 0))[0];
}
