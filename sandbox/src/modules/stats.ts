import * as statsContract from "../../../lib/contract/stats";
import { badRequest } from "../http/errors";
import { type AnyRoute, appRoute } from "../http/route";
import { activeUsersBetween, callMinutes, countsByBucket, onlineUsers } from "../store/stats";

const POINT_MS = 5 * 60_000;
const POINTS = 12;

/** The published example answers milliseconds; seconds are taken too [ours]. */
const toMs = (t: number) => (t < 100_000_000_000 ? t * 1000 : t);

const usage = appRoute({
  ...statsContract.getUsageMetrics,
  handler: ({ deps, app, query }) => {
    const from = toMs(query.fromDate);
    const to = toMs(query.toDate);
    if (from > to) throw badRequest("fromDate must not be after toDate.", { fromDate: ["is after toDate"] });
    const [fromS, toS] = [Math.floor(from / 1000), Math.floor(to / 1000)];
    const calls = callMinutes(deps.db, app.id, fromS, toS);
    const active = activeUsersBetween(deps.db, app.id, fromS, toS);
    const now = deps.now();
    const online = from <= now && now <= to ? onlineUsers(deps.db, app.id) : 0;
    return {
      data: {
        metrics: {
          audio_minutes: Math.round(calls.audio),
          video_minutes: Math.round(calls.video),
          recorded_minutes: Math.round(calls.recorded),
          active_users: active,
          concurrent_users: online,
        },
        time_range: { fromDate: from, toDate: to },
      },
    };
  },
});

const messageMetrics = appRoute({
  ...statsContract.getMessageMetrics,
  handler: ({ deps, app }) => {
    const end = Math.ceil(deps.now() / POINT_MS) * POINT_MS;
    const start = end - POINTS * POINT_MS;
    const bucket = (what: "sent" | "read" | "delivered") =>
      countsByBucket(deps.db, app.id, what, start, end, POINT_MS);
    const sent = bucket("sent");
    const read = bucket("read");
    const delivered = bucket("delivered");
    const dataPoints = Array.from({ length: POINTS }, (_, i) => ({
      messagesSent: sent.get(i) ?? 0,
      readReceipts: read.get(i) ?? 0,
      deliveryReceipts: delivered.get(i) ?? 0,
      startTime: String(start + i * POINT_MS),
      endTime: String(start + (i + 1) * POINT_MS),
    }));
    return { data: { startTime: String(start), endTime: String(end), dataPoints, appId: app.id } };
  },
});

export const statsRoutes: AnyRoute[] = [usage, messageMetrics];
