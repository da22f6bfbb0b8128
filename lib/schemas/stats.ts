import { z } from "zod";
import { dataEnvelope } from "./common";

/** `GET /stats`: the app's usage over a period, as published (`time_range` in milliseconds). */
export const usageMetricsSchema = z
  .object({
    metrics: z
      .object({
        audio_minutes: z.number().int(),
        video_minutes: z.number().int(),
        recorded_minutes: z.number().int(),
        active_users: z.number().int(),
        concurrent_users: z.number().int(),
      })
      .strict(),
    time_range: z.object({ fromDate: z.number().int(), toDate: z.number().int() }).strict(),
  })
  .strict();
export const usageMetricsEnvelope = dataEnvelope(usageMetricsSchema);
export type UsageMetrics = z.infer<typeof usageMetricsSchema>;

const msString = z.string().regex(/^\d+$/, "must be milliseconds as a string");

/** `GET /stats/messages`: messages and receipts of the last hour in five-minute points, as the example answers. */
export const messageMetricsSchema = z
  .object({
    startTime: msString,
    endTime: msString,
    dataPoints: z.array(
      z
        .object({
          messagesSent: z.number().int(),
          readReceipts: z.number().int(),
          deliveryReceipts: z.number().int(),
          startTime: msString,
          endTime: msString,
        })
        .strict(),
    ),
    appId: z.string(),
  })
  .strict();
export const messageMetricsEnvelope = dataEnvelope(messageMetricsSchema);
export type MessageMetrics = z.infer<typeof messageMetricsSchema>;
