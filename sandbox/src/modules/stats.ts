import * as statsContract from "../../../lib/contract/stats";
import { badRequest } from "../http/errors";
import { type AnyRoute, appRoute } from "../http/route";

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
    const calls = deps.db
      .prepare(
        `SELECT COALESCE(SUM(audio_minutes), 0) AS audio, COALESCE(SUM(video_minutes), 0) AS video,
           COALESCE(SUM(CASE WHEN has_recording = 1 THEN total_minutes ELSE 0 END), 0) AS recorded
         FROM calls WHERE app_id = ? AND initiated_at BETWEEN ? AND ?`,
      )
      .get(app.id, fromS, toS) as { audio: number; video: number; recorded: number };
    const active = deps.db
      .prepare(
        "SELECT COUNT(*) AS n FROM users WHERE app_id = ? AND deactivated_at = 0 AND last_active_at BETWEEN ? AND ?",
      )
      .get(app.id, fromS, toS) as { n: number };
    const now = deps.now();
    const online =
      from <= now && now <= to
        ? (
            deps.db
              .prepare(
                "SELECT COUNT(*) AS n FROM users WHERE app_id = ? AND deactivated_at = 0 AND status IN ('available', 'online')",
              )
              .get(app.id) as { n: number }
          ).n
        : 0;
    return {
      data: {
        metrics: {
          audio_minutes: Math.round(calls.audio),
          video_minutes: Math.round(calls.video),
          recorded_minutes: Math.round(calls.recorded),
          active_users: active.n,
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
    const bucket = (sql: string) =>
      new Map(
        (deps.db.prepare(sql).all(app.id, start / 1000, end / 1000) as { b: number; n: number }[]).map(
          (r) => [r.b, r.n],
        ),
      );
    const at = (column: string) => `CAST((${column} * 1000 - ${start}) / ${POINT_MS} AS INTEGER)`;
    const sent = bucket(
      `SELECT ${at("sent_at")} AS b, COUNT(*) AS n FROM messages WHERE app_id = ? AND sent_at >= ? AND sent_at < ? GROUP BY b`,
    );
    const read = bucket(
      `SELECT ${at("read_at")} AS b, COUNT(*) AS n FROM conversation_state WHERE app_id = ? AND read_at >= ? AND read_at < ? GROUP BY b`,
    );
    const delivered = bucket(
      `SELECT ${at("delivered_at")} AS b, COUNT(*) AS n FROM conversation_state WHERE app_id = ? AND delivered_at >= ? AND delivered_at < ? GROUP BY b`,
    );
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
