import "server-only";
import { maskToken } from "../mask-token";
import { authTokenSchema, type UpdateAuthTokenInput } from "../schemas/auth-tokens";
import { dataEnvelope, pageEnvelope, successEnvelope } from "../schemas/common";
import { groupListEnvelope } from "../schemas/groups";
import {
  addFriendsEnvelope,
  type CreateUserInput,
  deactivatedUidsSchema,
  nonDeactivatedUidsSchema,
  perUidResultSchema,
  type UpdateUserInput,
  type User,
  userSchema,
} from "../schemas/users";
import { listAuthTokens, listUsers, type PageQuery } from "./chat";
import { ServiceError } from "./errors";
import { type Connection, serviceRequest } from "./request";

const enc = encodeURIComponent;

export function listBlockedUsers(conn: Connection, uid: string, q: PageQuery = {}) {
  return serviceRequest(conn, {
    api: "chat",
    path: `/users/${enc(uid)}/blockedusers`,
    query: { ...q },
    schema: pageEnvelope(userSchema),
  });
}

export function listUserGroups(conn: Connection, uid: string, q: PageQuery = {}) {
  return serviceRequest(conn, {
    api: "chat",
    path: "/groups",
    query: { ...q, hasJoined: "true", sortBy: "name" },
    onBehalfOf: uid,
    schema: groupListEnvelope,
  });
}

/** `GET /users/{uid}` answers 404 for a deactivated user, so those are looked up in the list. */
export async function findUserAnyState(conn: Connection, uid: string): Promise<User | undefined> {
  const wanted = uid.toLowerCase();
  const page = await listUsers(conn, { searchKey: wanted, onlyDeactivated: true, perPage: 1000 });
  return page.data.find((u) => u.uid.toLowerCase() === wanted);
}

export async function deactivateUser(conn: Connection, uid: string) {
  const res = await serviceRequest(conn, {
    api: "chat",
    method: "DELETE",
    path: `/users/${enc(uid)}`,
    body: { permanent: false },
    schema: successEnvelope,
  });
  return res.data;
}

/** The answer lists only the uids it found; one left out does not exist. */
export async function reactivateUser(conn: Connection, uid: string) {
  const res = await serviceRequest(conn, {
    api: "chat",
    method: "PUT",
    path: "/users",
    body: { uidsToActivate: [uid] },
    schema: dataEnvelope(nonDeactivatedUidsSchema),
  });
  if (!res.data.nonDeactivatedUids.some((u) => u.toLowerCase() === uid.toLowerCase())) {
    throw new ServiceError(404, "ERR_UID_NOT_FOUND", `The UID ${uid} does not exist.`);
  }
  return { message: `The user ${uid} has been reactivated.` };
}

/** Without `force` the service answers the newest existing token instead of a new one. */
export async function createAuthToken(conn: Connection, uid: string, force = false) {
  const res = await serviceRequest(conn, {
    api: "chat",
    method: "POST",
    path: `/users/${enc(uid)}/auth_tokens`,
    body: { force },
    schema: dataEnvelope(authTokenSchema),
  });
  return res.data;
}

export async function createUser(conn: Connection, body: CreateUserInput) {
  const res = await serviceRequest(conn, {
    api: "chat",
    method: "POST",
    path: "/users",
    body,
    schema: dataEnvelope(userSchema),
  });
  return res.data;
}

export async function updateUser(conn: Connection, uid: string, body: UpdateUserInput) {
  const res = await serviceRequest(conn, {
    api: "chat",
    method: "PUT",
    path: `/users/${enc(uid)}`,
    body,
    schema: dataEnvelope(userSchema),
  });
  return res.data;
}

export async function deleteUserPermanently(conn: Connection, uid: string) {
  const res = await serviceRequest(conn, {
    api: "chat",
    method: "DELETE",
    path: `/users/${enc(uid)}`,
    body: { permanent: true },
    schema: successEnvelope,
  });
  return res.data;
}

export async function setBlocked(conn: Connection, uid: string, blockedUids: string[], blocked: boolean) {
  const res = await serviceRequest(conn, {
    api: "chat",
    method: blocked ? "POST" : "DELETE",
    path: `/users/${enc(uid)}/blockedusers`,
    body: { blockedUids },
    schema: dataEnvelope(perUidResultSchema),
  });
  return res.data;
}

export function listFriends(conn: Connection, uid: string, q: PageQuery = {}) {
  return serviceRequest(conn, {
    api: "chat",
    path: `/users/${enc(uid)}/friends`,
    query: { ...q },
    schema: pageEnvelope(userSchema),
  });
}

export async function addFriends(conn: Connection, uid: string, uids: string[]) {
  const res = await serviceRequest(conn, {
    api: "chat",
    method: "POST",
    path: `/users/${enc(uid)}/friends`,
    body: { accepted: uids },
    schema: addFriendsEnvelope,
  });
  return res.data.accepted;
}

export async function removeFriends(conn: Connection, uid: string, uids: string[]) {
  const res = await serviceRequest(conn, {
    api: "chat",
    method: "DELETE",
    path: `/users/${enc(uid)}/friends`,
    body: { friends: uids },
    schema: successEnvelope,
  });
  return res.data;
}

export async function revokeAuthToken(conn: Connection, uid: string, authToken: string) {
  const res = await serviceRequest(conn, {
    api: "chat",
    method: "DELETE",
    path: `/users/${enc(uid)}/auth_tokens/${enc(authToken)}`,
    schema: successEnvelope,
  });
  return res.data;
}

/** Fields left out keep their value; the answer is the token as it now is. */
export async function updateAuthToken(
  conn: Connection,
  uid: string,
  authToken: string,
  body: UpdateAuthTokenInput,
) {
  const res = await serviceRequest(conn, {
    api: "chat",
    method: "PUT",
    path: `/users/${enc(uid)}/auth_tokens/${enc(authToken)}`,
    body,
    schema: dataEnvelope(authTokenSchema),
  });
  return res.data;
}

export async function revokeAllAuthTokens(conn: Connection, uid: string) {
  const res = await serviceRequest(conn, {
    api: "chat",
    method: "DELETE",
    path: `/users/${enc(uid)}/auth_tokens`,
    schema: successEnvelope,
  });
  return res.data;
}

/** The browser only holds the mask, so the user's tokens are paged until mask and creation time match. */
export async function findAuthToken(conn: Connection, uid: string, masked: string, createdAt: number) {
  for (let page = 1; page <= 100; page++) {
    const res = await listAuthTokens(conn, uid, { page, perPage: 100 });
    const hit = res.data.find((t) => t.createdAt === createdAt && maskToken(uid, t.authToken) === masked);
    if (hit) return hit.authToken;
    if (page >= res.meta.pagination.total_pages) return undefined;
  }
  return undefined;
}

/** `DELETE /users` `{uidsToDeactivate}` (up to 100): answers the uids it deactivated; missing or already deactivated ones are left out. */
export async function deactivateUsers(conn: Connection, uids: string[]) {
  const res = await serviceRequest(conn, {
    api: "chat",
    method: "DELETE",
    path: "/users",
    body: { uidsToDeactivate: uids },
    schema: dataEnvelope(deactivatedUidsSchema),
  });
  return res.data.deactivatedUids;
}

/** `PUT /users` `{uidsToActivate}` (up to 100): answers the uids active after it; missing ones are left out. */
export async function reactivateUsers(conn: Connection, uids: string[]) {
  const res = await serviceRequest(conn, {
    api: "chat",
    method: "PUT",
    path: "/users",
    body: { uidsToActivate: uids },
    schema: dataEnvelope(nonDeactivatedUidsSchema),
  });
  return res.data.nonDeactivatedUids;
}

/** The user's scope in a group, read as the user (`GET /groups?hasJoined=true&searchKey=<guid>`); undefined when not a member. */
export async function scopeIn(conn: Connection, uid: string, guid: string) {
  const res = await serviceRequest(conn, {
    api: "chat",
    path: "/groups",
    query: { hasJoined: "true", searchKey: guid, perPage: 100 },
    onBehalfOf: uid,
    schema: groupListEnvelope,
  });
  return res.data.find((g) => g.guid.toLowerCase() === guid.toLowerCase())?.scope;
}
