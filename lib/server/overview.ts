import "server-only";
import { totals } from "../call-store/panel";
import type { Totals } from "../call-store/panel-model";
import { readProgress } from "../call-store/sync";
import * as callsContract from "../contract/calls";
import * as webhooksContract from "../contract/webhooks";
import type { Db } from "../db";
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
