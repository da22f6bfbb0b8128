import { z } from "zod";
import { isAligned } from "./buckets";
import type { PanelQuery } from "./panel-model";
import { isTimeZone } from "./tz";

/** About 13 months, so a request cannot ask for a scan of all time. */
export const MAX_RANGE_SECONDS = 400 * 86_400;

const instant = z.number().int().refine(isAligned, { error: "must be a multiple of 900 seconds" });
const bounded = (r: { from: number; to: number }) => r.from < r.to && r.to - r.from <= MAX_RANGE_SECONDS;

export const panelQuerySchema = z
  .object({
    appId: z.string().min(1),
    from: instant,
    to: instant,
    tz: z.string().refine(isTimeZone, { error: "must be an IANA time zone" }),
    previous: z
      .object({ from: instant, to: instant })
      .refine(bounded, { error: "the previous period must be non-empty and at most 400 days" })
      .optional(),
  })
  .refine(bounded, { error: "the range must be non-empty and at most 400 days" })
  .refine((q) => !q.previous || q.previous.to <= q.from, {
    error: "the previous period must end where the range starts or before",
  });

export function assertPanelQuery(q: PanelQuery): void {
  panelQuerySchema.parse(q);
}
