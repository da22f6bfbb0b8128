import { z } from "zod";
import { replayUrlProblem } from "@/lib/test-events/replay-url";

export const replayEventInput = z.object({
  id: z.string().min(1).max(20),
  url: z
    .string()
    .trim()
    .min(1, { error: "Enter a URL." })
    .max(2000, { error: "A URL is at most 2,000 characters." })
    .superRefine((url, ctx) => {
      const problem = replayUrlProblem(url);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
});

export const endpointName = z.string().trim().max(100, { error: "Use at most 100 characters." });
const endpointId = z.string().min(1).max(64);

/** The receiver's MAX_GRACE_SECONDS (30 days), repeated: its module reaches node:crypto, this one the browser. */
export const GRACE_LIMIT_SECONDS = 30 * 24 * 3600;

export const createReceiverInput = z.object({ name: endpointName.optional() });

export const rotateReceiverInput = z.object({
  id: endpointId,
  graceSeconds: z
    .number()
    .int()
    .min(0)
    .max(GRACE_LIMIT_SECONDS, { error: "The grace period is at most 30 days." }),
});

export const receiverIdInput = z.object({ id: endpointId });
