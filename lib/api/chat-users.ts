import "server-only";
import { authTokenSchema } from "../schemas/auth-tokens";
import { dataEnvelope, pageEnvelope, successEnvelope } from "../schemas/common";
import { perUidResultSchema, type User, userSchema } from "../schemas/users";
import { listUsers, type PageQuery } from "./chat";
import { ServiceError } from "./errors";
import { type Connection, serviceRequest } from "./request";

const enc = encodeURIComponent;

/** `GET /conversations` with `onBehalfOf`: one page of that user's conversations, newest first. */
/** `GET /users/{uid}/blockedusers`: one page of the active users this user has blocked. */
export function listBlockedUsers(conn: Connection, uid: string, q: PageQuery = {}) {
  return serviceRequest(conn, {
    api: "chat",
    path: `/users/${enc(uid)}/blockedusers`,
    query: { ...q },
    schema: pageEnvelope(userSchema),
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

/** `PUT /users` with one uid: reactivates a deactivated user; a per-uid refusal becomes a ServiceError. */
export async function reactivateUser(conn: Connection, uid: string) {
  const res = await serviceRequest(conn, {
    api: "chat",
    method: "PUT",
    path: "/users",
    body: { uidsToActivate: [uid] },
    schema: dataEnvelope(perUidResultSchema),
  });
  const outcome = res.data[uid.toLowerCase()] ?? Object.values(res.data)[0];
  if (!outcome?.success) {
    throw new ServiceError(404, "ERR_UID_NOT_FOUND", outcome?.message ?? `The UID ${uid} does not exist.`);
  }
  return outcome;
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
