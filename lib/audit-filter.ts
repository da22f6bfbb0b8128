import type { z } from "zod";
import { defineListFilters, oneOf, seconds, text } from "./inputs/list-filters";
import { filtersSchema, listQuerySchema } from "./inputs/list-query";

export const AUDIT_PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_AUDIT_PAGE_SIZE = 25;
export const AUDIT_OUTCOMES = ["ok", "error", "refused"] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

const atMost = (n: number) => ({ message: `must be at most ${n} characters` });

/** The audit log's filters: its URL, its action's and export's input, and the store's query. */
export const auditFilters = defineListFilters(
  {
    actor: text(254, atMost(254)),
    action: text(100, atMost(100)),
    app: text(100, atMost(100)).as("appId"),
    outcome: oneOf(AUDIT_OUTCOMES),
    from: seconds(),
    to: seconds(),
  },
  { perPage: DEFAULT_AUDIT_PAGE_SIZE, maxPerPage: 100 },
);

const ordered = (f: { from?: number; to?: number }) =>
  f.from === undefined || f.to === undefined || f.from <= f.to;
const orderedError = { error: "the start of the range must not be after its end", path: ["to"] };

export const auditFilterSchema = filtersSchema(auditFilters.fields).refine(ordered, orderedError);
export type AuditFilter = z.output<typeof auditFilterSchema>;

export const auditQuerySchema = listQuerySchema(auditFilters).refine(ordered, orderedError);
export type AuditQuery = z.output<typeof auditQuerySchema>;

export interface AuditRow {
  id: number;
  at: number;
  actorEmail: string;
  actorRole: string;
  appId: string | null;
  action: string;
  target: string | null;
  input: string | null;
  outcome: AuditOutcome;
  errorCode: string | null;
}
