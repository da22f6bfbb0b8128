import { z } from "zod";
import { DELIVERY_STATES } from "../schemas/webhooks";

/**
 * Letters, digits, `_` and `-`, at most 50 (interface, Limits; the published example id is
 * `test_webhook201`); a space or another character is refused with this sentence.
 */
export const webhookIdField = z
  .string()
  .min(1, "Enter an id.")
  .max(50, "Use at most 50 characters.")
  .regex(/^[A-Za-z0-9_-]+$/, "Use letters, digits, _ and - only (no spaces or other characters).");

/** One page of a webhook's delivery log, optionally of one state; browser-safe. */
export const listDeliveriesInput = z.object({
  webhookId: webhookIdField,
  page: z.number().int().min(1).max(100_000),
  perPage: z.number().int().min(1).max(100),
  state: z.enum(DELIVERY_STATES).optional(),
});
