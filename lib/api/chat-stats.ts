import "server-only";
import { messageMetricsEnvelope, usageMetricsEnvelope } from "../schemas/stats";
import { type Connection, serviceRequest } from "./request";

/** `GET /stats`: the app's usage between two instants (unix seconds). */
export async function usageMetrics(conn: Connection, fromDate: number, toDate: number) {
  const res = await serviceRequest(conn, {
    api: "chat",
    path: "/stats",
    query: { fromDate, toDate },
    schema: usageMetricsEnvelope,
  });
  return res.data;
}

/** `GET /stats/messages`: messages and receipts of the last hour, in five-minute points. */
export async function messageMetrics(conn: Connection) {
  return (
    await serviceRequest(conn, { api: "chat", path: "/stats/messages", schema: messageMetricsEnvelope })
  ).data;
}
