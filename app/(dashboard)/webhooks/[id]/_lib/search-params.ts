import type { UrlState } from "@/lib/inputs/list-filters";
import { deliveryFilters } from "@/lib/inputs/webhooks-query";

export const deliveriesSearchParams = deliveryFilters.parsers;
export const loadDeliveriesSearchParams = deliveryFilters.load;
export type DeliveriesUrlState = UrlState<typeof deliveryFilters>;
