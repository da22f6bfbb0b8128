import { z } from "zod";

/** The audit log's filters and page; browser-safe (shared by the page, its action and the CSV export). */
export const AUDIT_PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_AUDIT_PAGE_SIZE = 25;
export const AUDIT_OUTCOMES = ["ok", "error", "refused"] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

const seconds = z.number().int().min(0).max(9_999_999_999);

const filterFields = {
  /** Part of the acting admin's email, case-insensitive. */
  actor: z.string().trim().min(1).max(254, "must be at most 254 characters").optional(),
  /** An action name exactly, e.g. `apiKeys.create`. */
  action: z.string().trim().min(1).max(100, "must be at most 100 characters").optional(),
  /** The app the action was done in. */
  appId: z.string().trim().min(1).max(100, "must be at most 100 characters").optional(),
  outcome: z.enum(AUDIT_OUTCOMES).optional(),
  /** Entries at or after this Unix second. */
  from: seconds.optional(),
  /** Entries at or before this Unix second. */
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

/** One audit entry as the page and the export show it (the input was redacted when it was written). */
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
