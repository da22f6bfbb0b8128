import "server-only";
import { apiKeySchema } from "../schemas/api-keys";
import { authTokenSchema } from "../schemas/auth-tokens";
import { dataEnvelope, pageEnvelope } from "../schemas/common";
import { groupEnvelope, groupListEnvelope } from "../schemas/groups";
import { userSchema } from "../schemas/users";
import { type Connection, serviceRequest } from "./request";

/** Page and size of a page list (reference §2). */
export interface PageQuery {
  page?: number;
  perPage?: number;
}

/** Array filters travel comma-separated (reference §2). */
const csv = (v: readonly string[] | undefined) => (v?.length ? v.join(",") : undefined);
const enc = encodeURIComponent;

export interface ListUsersQuery extends PageQuery {
  /** Prefix match on uid or name. */
  searchKey?: string;
  status?: "available" | "offline";
  role?: string;
  tags?: readonly string[];
  withDeactivated?: boolean;
  onlyDeactivated?: boolean;
}

/** `GET /users`: one page of users with the true total. */
export function listUsers(conn: Connection, q: ListUsersQuery = {}) {
  return serviceRequest(conn, {
    api: "chat",
    path: "/users",
    query: { ...q, tags: csv(q.tags) },
    schema: pageEnvelope(userSchema),
  });
}

/** `GET /users/{uid}`; 404 `ERR_UID_NOT_FOUND` for a missing or deactivated user. */
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

/** `GET /groups`: one page of groups; the service sorts by name, guid or createdAt. */
export function listGroups(conn: Connection, q: ListGroupsQuery = {}) {
  return serviceRequest(conn, {
    api: "chat",
    path: "/groups",
    query: { ...q, tags: csv(q.tags) },
    schema: groupListEnvelope,
  });
}

/** `GET /groups/{guid}`; 404 `ERR_GUID_NOT_FOUND`. */
export async function getGroup(conn: Connection, guid: string) {
  return (await serviceRequest(conn, { api: "chat", path: `/groups/${enc(guid)}`, schema: groupEnvelope }))
    .data;
}

/** `GET /users/{uid}/auth_tokens/{authToken}`; 404 `ERR_AUTH_TOKEN_NOT_FOUND`. */
export async function getAuthToken(conn: Connection, uid: string, authToken: string) {
  const res = await serviceRequest(conn, {
    api: "chat",
    path: `/users/${enc(uid)}/auth_tokens/${enc(authToken)}`,
    schema: dataEnvelope(authTokenSchema),
  });
  return res.data;
}

/** `GET /users/{uid}/auth_tokens`: one page of a user's tokens. */
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

/** `GET /apikeys`: one page of the app's REST keys. */
export function listApiKeys(conn: Connection, q: ListApiKeysQuery = {}) {
  return serviceRequest(conn, {
    api: "chat",
    path: "/apikeys",
    query: { ...q },
    schema: pageEnvelope(apiKeySchema),
  });
}
