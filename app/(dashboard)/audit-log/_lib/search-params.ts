import { auditFilters } from "@/lib/audit-filter";
import type { UrlState } from "@/lib/inputs/list-filters";

export const auditSearchParams = auditFilters.parsers;
export const loadAuditSearchParams = auditFilters.load;
export const serializeAuditSearchParams = auditFilters.serialize;
export type AuditUrlState = UrlState<typeof auditFilters>;
