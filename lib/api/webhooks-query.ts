import { z } from "zod";
import { DELIVERY_STATES } from "../schemas/webhooks";

/** Letters and digits, at most 50 (interface, Limits); a space or dash is refused with this sentence. */
export const webhookIdField = z
  .string()
  .min(1, "Enter an id.")
  .max(50, "Use at most 50 characters.")
  .regex(/^[A-Za-z0-9]+$/, "Use letters and digits only (no spaces or other characters).");

/** One page of a webhook's delivery log, optionally of one state; browser-safe. */
export const listDeliveriesInput = z.object({
  webhookId: webhookIdField,
  page: z.number().int().min(1).max(100_000),
  perPage: z.number().int().min(1).max(100),
  state: z.enum(DELIVERY_STATES).optional(),
});
