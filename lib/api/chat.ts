import "server-only";
import { apiKeySchema } from "../schemas/api-keys";
import { authTokenSchema } from "../schemas/auth-tokens";
import { dataEnvelope, pageEnvelope } from "../schemas/common";
import { groupEnvelope, groupListEnvelope } from "../schemas/groups";
import { userSchema } from "../schemas/users";
import { type Connection, serviceRequest } from "./request";

export interface PageQuery {
  page?: number;
  perPage?: number;
}

/** Array filters travel comma-separated (reference §2). */
const csv = (v: readonly string[] | undefined) => (v?.length ? v.join(",") : undefined);
const enc = encodeURIComponent;

export interface ListUsersQuery extends PageQuery {
  searchKey?: string;
  status?: "available" | "offline";
  role?: string;
  tags?: readonly string[];
  withDeactivated?: boolean;
  onlyDeactivated?: boolean;
  /** [ours] Unix seconds: users last active strictly before / after it; a user never active matches neither. */
  lastActiveBefore?: number;
  lastActiveAfter?: number;
  /** [ours] The published list takes no order; named as the groups list's. */
  sortBy?: "uid" | "name" | "createdAt" | "lastActiveAt";
  sortOrder?: "asc" | "desc";
}

export function listUsers(conn: Connection, q: ListUsersQuery = {}) {
  return serviceRequest(conn, {
    api: "chat",
    path: "/users",
    query: { ...q, tags: csv(q.tags) },
    schema: pageEnvelope(userSchema),
  });
}

/** 404 `ERR_UID_NOT_FOUND` also for a deactivated user. */
export async function getUser(conn: Connection, uid: string) {
  return (
    await serviceRequest(conn, { api: "chat", path: `/users/${enc(uid)}`, schema: dataEnvelope(userSchema) })
  ).data;
}

export interface ListGroupsQuery extends PageQuery {
  searchKey?: string;
  type?: "public" | "password" | "private";
  tags?: readonly string[];
  sortBy?: "name" | "guid" | "createdAt";
  sortOrder?: "asc" | "desc";
}

export function listGroups(conn: Connection, q: ListGroupsQuery = {}) {
  return serviceRequest(conn, {
    api: "chat",
    path: "/groups",
    query: { ...q, tags: csv(q.tags) },
    schema: groupListEnvelope,
  });
}

export async function getGroup(conn: Connection, guid: string) {
  return (await serviceRequest(conn, { api: "chat", path: `/groups/${enc(guid)}`, schema: groupEnvelope }))
    .data;
}

export async function getAuthToken(conn: Connection, uid: string, authToken: string) {
  const res = await serviceRequest(conn, {
    api: "chat",
    path: `/users/${enc(uid)}/auth_tokens/${enc(authToken)}`,
    schema: dataEnvelope(authTokenSchema),
  });
  return res.data;
}

export function listAuthTokens(conn: Connection, uid: string, q: PageQuery = {}) {
  return serviceRequest(conn, {
    api: "chat",
    path: `/users/${enc(uid)}/auth_tokens`,
    query: { ...q },
    schema: pageEnvelope(authTokenSchema),
  });
}

export interface ListApiKeysQuery extends PageQuery {
  scope?: "authOnly" | "fullAccess";
  searchKey?: string;
}

export function listApiKeys(conn: Connection, q: ListApiKeysQuery = {}) {
  return serviceRequest(conn, {
    api: "chat",
    path: "/apikeys",
    query: { ...q },
    schema: pageEnvelope(apiKeySchema),
  });
}
