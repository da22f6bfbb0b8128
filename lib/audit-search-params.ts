import {
  createLoader,
  createSerializer,
  type inferParserType,
  parseAsInteger,
  parseAsString,
  parseAsStringLiteral,
} from "nuqs/server";
import { AUDIT_OUTCOMES, type AuditQuery, DEFAULT_AUDIT_PAGE_SIZE } from "@/lib/audit-filter";

export const auditSearchParams = {
  page: parseAsInteger.withDefault(1),
  perPage: parseAsInteger.withDefault(DEFAULT_AUDIT_PAGE_SIZE),
  actor: parseAsString,
  action: parseAsString,
  app: parseAsString,
  outcome: parseAsStringLiteral(AUDIT_OUTCOMES),
  from: parseAsInteger,
  to: parseAsInteger,
};

export const loadAuditSearchParams = createLoader(auditSearchParams);
export const serializeAuditSearchParams = createSerializer(auditSearchParams);

export type AuditUrlState = inferParserType<typeof auditSearchParams>;

export function toAuditQuery(s: AuditUrlState): AuditQuery {
  const out: AuditQuery = { page: Math.max(1, s.page), perPage: Math.min(100, Math.max(1, s.perPage)) };
  if (s.actor?.trim()) out.actor = s.actor.trim();
  if (s.action?.trim()) out.action = s.action.trim();
  if (s.app?.trim()) out.appId = s.app.trim();
  if (s.outcome) out.outcome = s.outcome;
  if (s.from !== null) out.from = s.from;
  if (s.to !== null) out.to = s.to;
  return out;
}

export const AUDIT_FILTER_KEYS = ["actor", "action", "app", "outcome", "from", "to"] as const;
