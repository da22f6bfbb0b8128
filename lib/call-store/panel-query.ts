import { z } from "zod";
import { isAligned } from "./buckets";
import type { PanelQuery } from "./panel-model";
import { isTimeZone } from "./tz";

/** About 13 months, so a request cannot ask for a scan of all time. */
export const MAX_RANGE_SECONDS = 400 * 86_400;

export const panelQuerySchema = z
  .object({
    appId: z.string().min(1),
    from: z.number().int().refine(isAligned, { error: "must be a multiple of 900 seconds" }),
    to: z.number().int().refine(isAligned, { error: "must be a multiple of 900 seconds" }),
    tz: z.string().refine(isTimeZone, { error: "must be an IANA time zone" }),
  })
  .refine((q) => q.from < q.to && q.to - q.from <= MAX_RANGE_SECONDS, {
    error: "the range must be non-empty and at most 400 days",
  });

export function assertPanelQuery(q: PanelQuery): void {
  panelQuerySchema.parse(q);
}
