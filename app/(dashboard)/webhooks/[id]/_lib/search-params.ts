import { createLoader, type inferParserType, parseAsInteger, parseAsStringLiteral } from "nuqs/server";
import { DELIVERY_STATES } from "@/lib/schemas/webhooks";
import type { ListDeliveriesParams } from "@/lib/server/api/mgmt-webhooks";

export const DELIVERY_PAGE_SIZES = [10, 25, 50, 100] as const;

export const deliveriesSearchParams = {
  page: parseAsInteger.withDefault(1),
  perPage: parseAsInteger.withDefault(25),
  state: parseAsStringLiteral(DELIVERY_STATES),
};

export const loadDeliveriesSearchParams = createLoader(deliveriesSearchParams);
export type DeliveriesUrlState = inferParserType<typeof deliveriesSearchParams>;

export function toDeliveriesParams(
  s: DeliveriesUrlState,
): ListDeliveriesParams & { page: number; perPage: number } {
  return {
    page: Math.max(1, s.page),
    perPage: Math.min(100, Math.max(1, s.perPage)),
    ...(s.state ? { state: s.state } : {}),
  };
}
