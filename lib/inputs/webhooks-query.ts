import { z } from "zod";
import { DELIVERY_STATES } from "../schemas/webhooks";
import { defineListFilters, oneOf } from "./list-filters";
import { listQuerySchema } from "./list-query";

/** At most 50 letters, digits, `_` or `-` (interface, Limits). */
export const webhookIdField = z
  .string()
  .min(1, "Enter an id.")
  .max(50, "Use at most 50 characters.")
  .regex(/^[A-Za-z0-9_-]+$/, "Use letters, digits, _ and - only (no spaces or other characters).");

export const DELIVERY_PAGE_SIZES = [10, 25, 50, 100] as const;

/** A webhook's delivery log's filters: its URL, its action's input and the service's query. */
export const deliveryFilters = defineListFilters(
  { state: oneOf(DELIVERY_STATES) },
  { perPage: 25, maxPerPage: 100, maxPage: 100_000 },
);

export const listDeliveriesInput = listQuerySchema(deliveryFilters).extend({
  webhookId: webhookIdField,
});
