import "server-only";
import { maskToken } from "../mask-token";
import { authTokenSchema } from "../schemas/auth-tokens";
import { dataEnvelope, pageEnvelope, successEnvelope } from "../schemas/common";
import { groupListEnvelope } from "../schemas/groups";
import {
  addFriendsEnvelope,
  type CreateUserInput,
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

/** `GET /users/{uid}/blockedusers`: one page of the active users this user has blocked. */
export function listBlockedUsers(conn: Connection, uid: string, q: PageQuery = {}) {
  return serviceRequest(conn, {
    api: "chat",
    path: `/users/${enc(uid)}/blockedusers`,
    query: { ...q },
    schema: pageEnvelope(userSchema),
  });
}

/** `GET /groups?hasJoined=true` as the user: one page of the groups they joined, with their scope in each. */
export function listUserGroups(conn: Connection, uid: string, q: PageQuery = {}) {
  return serviceRequest(conn, {
    api: "chat",
    path: "/groups",
    query: { ...q, hasJoined: "true", sortBy: "name" },
    onBehalfOf: uid,
    schema: groupListEnvelope,
  });
}

/**
 * A user whether active or deactivated: `GET /users/{uid}` answers 404 for a deactivated user, so the
 * deactivated ones are looked up in the list (search by the uid, then an exact match on the lower-cased uid).
 */
export async function findUserAnyState(conn: Connection, uid: string): Promise<User | undefined> {
  const wanted = uid.toLowerCase();
  const page = await listUsers(conn, { searchKey: wanted, onlyDeactivated: true, perPage: 1000 });
  return page.data.find((u) => u.uid.toLowerCase() === wanted);
}

/** `DELETE /users/{uid}` (not permanent): deactivates the user; it answers like a missing one afterwards. */
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

/** `PUT /users` with one uid: reactivates a deactivated user; a uid left out of the answer does not exist. */
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

/** `POST /users/{uid}/auth_tokens`; without `force` the service answers the newest existing token. */
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

/** `POST /users`. */
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

/** `PUT /users/{uid}`: sets the fields given and clears those in `unset`. */
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

/** `DELETE /users/{uid}` with `permanent`: the user, their tokens and messages are gone for good. */
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

/** `POST` (block) or `DELETE` (unblock) `/users/{uid}/blockedusers`: one outcome per uid. */
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

/** `GET /users/{uid}/friends`: one page of the user's active friends, by name. */
export function listFriends(conn: Connection, uid: string, q: PageQuery = {}) {
  return serviceRequest(conn, {
    api: "chat",
    path: `/users/${enc(uid)}/friends`,
    query: { ...q },
    schema: pageEnvelope(userSchema),
  });
}

/** `POST /users/{uid}/friends`: befriends each uid (both ways); one outcome per uid. */
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

/** `DELETE /users/{uid}/friends`: ends the friendships with these uids. */
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

/** `DELETE /users/{uid}/auth_tokens/{authToken}`. */
export async function revokeAuthToken(conn: Connection, uid: string, authToken: string) {
  const res = await serviceRequest(conn, {
    api: "chat",
    method: "DELETE",
    path: `/users/${enc(uid)}/auth_tokens/${enc(authToken)}`,
    schema: successEnvelope,
  });
  return res.data;
}

/** `DELETE /users/{uid}/auth_tokens`: every token of the user. */
export async function revokeAllAuthTokens(conn: Connection, uid: string) {
  const res = await serviceRequest(conn, {
    api: "chat",
    method: "DELETE",
    path: `/users/${enc(uid)}/auth_tokens`,
    schema: successEnvelope,
  });
  return res.data;
}

/**
 * The full token behind a masked one (the browser only ever holds the mask): the user's tokens are read
 * page by page until the mask and creation time match.
 */
export async function findAuthToken(conn: Connection, uid: string, masked: string, createdAt: number) {
  for (let page = 1; page <= 100; page++) {
    const res = await listAuthTokens(conn, uid, { page, perPage: 100 });
    const hit = res.data.find((t) => t.createdAt === createdAt && maskToken(uid, t.authToken) === masked);
    if (hit) return hit.authToken;
    if (page >= res.meta.pagination.total_pages) return undefined;
  }
  return undefined;
}
