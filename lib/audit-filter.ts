import { z } from "zod";

export const AUDIT_PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_AUDIT_PAGE_SIZE = 25;
export const AUDIT_OUTCOMES = ["ok", "error", "refused"] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

const seconds = z.number().int().min(0).max(9_999_999_999);

const filterFields = {
  actor: z.string().trim().min(1).max(254, "must be at most 254 characters").optional(),
  action: z.string().trim().min(1).max(100, "must be at most 100 characters").optional(),
  appId: z.string().trim().min(1).max(100, "must be at most 100 characters").optional(),
  outcome: z.enum(AUDIT_OUTCOMES).optional(),
  from: seconds.optional(),
  to: seconds.optional(),
};

const ordered = (f: { from?: number; to?: number }) =>
  f.from === undefined || f.to === undefined || f.from <= f.to;
const orderedError = { error: "the start of the range must not be after its end", path: ["to"] };

export const auditFilterSchema = z.object(filterFields).refine(ordered, orderedError);
export type AuditFilter = z.output<typeof auditFilterSchema>;

export const auditQuerySchema = z
  .object({
    ...filterFields,
    page: z.number().int().min(1).default(1),
    perPage: z.number().int().min(1).max(100).default(DEFAULT_AUDIT_PAGE_SIZE),
  })
  .refine(ordered, orderedError);
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
