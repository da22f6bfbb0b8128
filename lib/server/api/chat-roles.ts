import "server-only";
import type { z } from "zod";
import * as rolesContract from "../../contract/roles";
import { call } from "./call";
import type { Connection } from "./request";

/** A role's restrictions are few (one per feature): one page holds them all. */
export const ALL_RESTRICTED = { perPage: 1000 } as const;

/** Restricts and allows what differs from the role's restrictions now; an outcome per feature key changed. */
export async function setRestrictedFeatures(conn: Connection, role: string, restricted: string[]) {
  const params = { role };
  const { data } = await call(conn, rolesContract.listRestrictedFeatures, { params, query: ALL_RESTRICTED });
  const now = new Set(data.map((f) => f.key));
  const toRestrict = restricted.filter((k) => !now.has(k));
  const toAllow = [...now].filter((k) => !restricted.includes(k));
  const outcomes: Record<string, { success: boolean; message: string }> = {};
  if (toRestrict.length) {
    const res = await call(conn, rolesContract.restrictRoleFeatures, {
      params,
      body: { featuresToRestrict: toRestrict },
    });
    Object.assign(outcomes, res.data);
  }
  if (toAllow.length) {
    const res = await call(conn, rolesContract.allowRoleFeatures, {
      params,
      body: { featuresToAllow: toAllow },
    });
    for (const k of toAllow) outcomes[k] = res.data;
  }
  return outcomes;
}

export type RolePage = z.output<typeof rolesContract.listRoles.response>;
