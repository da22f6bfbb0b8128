import { createLoader, type inferParserType, parseAsInteger } from "nuqs/server";
import type { ListRolesParams } from "@/lib/inputs/roles-query";

export const rolesSearchParams = {
  page: parseAsInteger.withDefault(1),
  perPage: parseAsInteger.withDefault(25),
};

export const loadRolesSearchParams = createLoader(rolesSearchParams);
export type RolesUrlState = inferParserType<typeof rolesSearchParams>;

export const toRolesParams = (s: RolesUrlState): ListRolesParams => ({
  page: Math.max(1, s.page),
  perPage: Math.min(1000, Math.max(1, s.perPage)),
});
