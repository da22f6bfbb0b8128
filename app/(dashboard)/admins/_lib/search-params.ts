import { createLoader, type inferParserType, parseAsInteger, parseAsStringLiteral } from "nuqs/server";
import {
  ADMIN_STATUSES,
  DEFAULT_ADMIN_PAGE_SIZE,
  type ListAdminsParams,
  roleSchema,
} from "@/lib/schemas/admins";

export const adminsSearchParams = {
  page: parseAsInteger.withDefault(1),
  perPage: parseAsInteger.withDefault(DEFAULT_ADMIN_PAGE_SIZE),
  role: parseAsStringLiteral(roleSchema.options),
  status: parseAsStringLiteral(ADMIN_STATUSES),
};
export const ADMIN_FILTER_KEYS = ["role", "status"] as const;

export const loadAdminsSearchParams = createLoader(adminsSearchParams);
export type AdminsUrlState = inferParserType<typeof adminsSearchParams>;

export function toAdminsParams(s: AdminsUrlState): ListAdminsParams {
  return {
    page: Math.min(100_000, Math.max(1, s.page)),
    perPage: Math.min(100, Math.max(1, s.perPage)),
    ...(s.role ? { role: s.role } : {}),
    ...(s.status ? { status: s.status } : {}),
  };
}
