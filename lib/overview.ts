import "server-only";
import { listCalls } from "./api/calls";
import { listWebhooks } from "./api/mgmt";
import { listWebhookDeliveries } from "./api/mgmt-webhooks";
import type { Connection } from "./api/request";
import { totals } from "./call-store/panel";
import type { Totals } from "./call-store/panel-model";
import { readProgress } from "./call-store/sync";
import type { Db } from "./db";

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
  const page = await listCalls(conn, { status: "ongoing", page: 1, perPage: shown });
  return { total: page.meta.pagination.total, calls: page.data };
}

export interface WebhookHealth {
  id: string;
  name: string;
  enabled: boolean;
  counts?: Record<string, number>;
  lastFailedStatus?: number;
}

export async function webhookHealth(conn: Connection, since: number, maxPages = 5): Promise<WebhookHealth[]> {
  const hooks = (await listWebhooks(conn, conn.appId, { perPage: 25 })).data;
  return Promise.all(
    hooks.map(async (h): Promise<WebhookHealth> => {
      const base = { id: h.id, name: h.name, enabled: h.enabled };
      const counts: Record<string, number> = {};
      let lastFailedStatus: number | undefined;
      for (let page = 1; page <= maxPages; page++) {
        const res = await listWebhookDeliveries(conn, h.id, { page, perPage: 100 });
        if (!res) return base;
        const recent = res.data.filter((d) => d.createdAt >= since);
        for (const d of recent) {
          counts[d.state] = (counts[d.state] ?? 0) + 1;
          if (d.state === "failed" && lastFailedStatus === undefined) lastFailedStatus = d.lastStatus;
        }
        if (recent.length < res.data.length || page >= res.meta.pagination.total_pages) break;
      }
      return { ...base, counts, ...(lastFailedStatus === undefined ? {} : { lastFailedStatus }) };
    }),
  );
}
