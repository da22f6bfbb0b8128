import "server-only";
import { successEnvelope } from "../schemas/common";
import {
  type CreateRoleInput,
  restrictedFeatureListEnvelope,
  restrictFeaturesEnvelope,
  roleEnvelope,
  roleListEnvelope,
  type UpdateRoleInput,
} from "../schemas/roles";
import { type Connection, serviceRequest } from "./request";
import type { ListRolesParams } from "./roles-query";

const enc = encodeURIComponent;

export function listRoles(conn: Connection, q: ListRolesParams) {
  return serviceRequest(conn, { api: "chat", path: "/roles", query: q, schema: roleListEnvelope });
}

export async function createRole(conn: Connection, body: CreateRoleInput) {
  return (
    await serviceRequest(conn, { api: "chat", method: "POST", path: "/roles", body, schema: roleEnvelope })
  ).data;
}

export async function updateRole(conn: Connection, role: string, body: UpdateRoleInput) {
  const res = await serviceRequest(conn, {
    api: "chat",
    method: "PUT",
    path: `/roles/${enc(role)}`,
    body,
    schema: roleEnvelope,
  });
  return res.data;
}

export async function deleteRole(conn: Connection, role: string) {
  const res = await serviceRequest(conn, {
    api: "chat",
    method: "DELETE",
    path: `/roles/${enc(role)}`,
    schema: successEnvelope,
  });
  return res.data;
}

export async function listRestrictedFeatures(conn: Connection, role: string) {
  const res = await serviceRequest(conn, {
    api: "chat",
    path: `/roles/${enc(role)}/restrictedfeatures`,
    query: { perPage: 1000 },
    schema: restrictedFeatureListEnvelope,
  });
  return res.data;
}

export async function setRestrictedFeatures(conn: Connection, role: string, restricted: string[]) {
  const now = new Set((await listRestrictedFeatures(conn, role)).map((f) => f.key));
  const toRestrict = restricted.filter((k) => !now.has(k));
  const toAllow = [...now].filter((k) => !restricted.includes(k));
  const outcomes: Record<string, { success: boolean; message: string }> = {};
  if (toRestrict.length) {
    const res = await serviceRequest(conn, {
      api: "chat",
      method: "POST",
      path: `/roles/${enc(role)}/restrictedfeatures`,
      body: { featuresToRestrict: toRestrict },
      schema: restrictFeaturesEnvelope,
    });
    Object.assign(outcomes, res.data);
  }
  if (toAllow.length) {
    const res = await serviceRequest(conn, {
      api: "chat",
      method: "DELETE",
      path: `/roles/${enc(role)}/restrictedfeatures`,
      body: { featuresToAllow: toAllow },
      schema: successEnvelope,
    });
    for (const k of toAllow) outcomes[k] = res.data;
  }
  return outcomes;
}

export type RolePage = Awaited<ReturnType<typeof listRoles>>;
