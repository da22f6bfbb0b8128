import { z } from "zod";
import { DELIVERY_STATES } from "../schemas/webhooks";

/** At most 50 letters, digits, `_` or `-` (interface, Limits). */
export const webhookIdField = z
  .string()
  .min(1, "Enter an id.")
  .max(50, "Use at most 50 characters.")
  .regex(/^[A-Za-z0-9_-]+$/, "Use letters, digits, _ and - only (no spaces or other characters).");

export const listDeliveriesInput = z.object({
  webhookId: webhookIdField,
  page: z.number().int().min(1).max(100_000),
  perPage: z.number().int().min(1).max(100),
  state: z.enum(DELIVERY_STATES).optional(),
});
