import { z } from "zod";
import { messageMetricsEnvelope, usageMetricsEnvelope } from "../schemas/stats";
import { contract } from "./define";
import { qint } from "./query";

// The app's usage and message metrics (chat API).

const TAG = "Metrics";

export const getUsageMetrics = contract({
  api: "chat",
  method: "get",
  path: "/stats",
  tag: TAG,
  summary:
    "Usage over fromDate..toDate (unix seconds or milliseconds, both required): audio, video and recorded minutes of the calls started in it, users active in it, and [ours] the users online now when the period includes now (concurrent_users)",
  query: z.object({ fromDate: qint(0, 9_999_999_999_999), toDate: qint(0, 9_999_999_999_999) }),
  response: usageMetricsEnvelope,
});

export const getMessageMetrics = contract({
  api: "chat",
  method: "get",
  path: "/stats/messages",
  tag: TAG,
  summary:
    "Messages sent and read and delivery receipts of the last hour, in twelve five-minute points (times are milliseconds as strings, as published)",
  response: messageMetricsEnvelope,
});
