import "server-only";
import * as groupsContract from "../../contract/groups";
import * as usersContract from "../../contract/users";
import type { User } from "../../schemas/users";
import { maskToken } from "../../shared/mask-token";
import { call } from "./call";
import type { PageQuery } from "./chat";
import { ServiceError } from "./errors";
import type { Connection } from "./request";

/** The groups a user joined, by name, with the user's scope in each: the list read as the user. */
export function listUserGroups(conn: Connection, uid: string, q: PageQuery = {}) {
  return call(conn, groupsContract.listGroups, {
    query: { ...q, hasJoined: true, sortBy: "name" },
    onBehalfOf: uid,
  });
}

/** `GET /users/{uid}` answers 404 for a deactivated user, so those are looked up in the list. */
export async function findUserAnyState(conn: Connection, uid: string): Promise<User | undefined> {
  const wanted = uid.toLowerCase();
  const page = await call(conn, usersContract.listUsers, {
    query: { searchKey: wanted, onlyDeactivated: true, perPage: 1000 },
  });
  return page.data.find((u) => u.uid.toLowerCase() === wanted);
}

/** The answer lists only the uids it found; one left out does not exist. */
export async function reactivateUser(conn: Connection, uid: string) {
  const res = await call(conn, usersContract.reactivateUsers, { body: { uidsToActivate: [uid] } });
  if (!res.data.nonDeactivatedUids.some((u) => u.toLowerCase() === uid.toLowerCase())) {
    throw new ServiceError(404, "ERR_UID_NOT_FOUND", `The UID ${uid} does not exist.`);
  }
  return { message: `The user ${uid} has been reactivated.` };
}

/** The browser only holds the mask, so the user's tokens are paged until mask and creation time match. */
export async function findAuthToken(conn: Connection, uid: string, masked: string, createdAt: number) {
  for (let page = 1; page <= 100; page++) {
    const res = await call(conn, usersContract.listAuthTokens, {
      params: { uid },
      query: { page, perPage: 100 },
    });
    const hit = res.data.find((t) => t.createdAt === createdAt && maskToken(uid, t.authToken) === masked);
    if (hit) return hit.authToken;
    if (page >= res.meta.pagination.total_pages) return undefined;
  }
  return undefined;
}

/** The user's scope in a group, read as the user (`GET /groups?hasJoined=true&searchKey=<guid>`); undefined when not a member. */
export async function scopeIn(conn: Connection, uid: string, guid: string) {
  const res = await call(conn, groupsContract.listGroups, {
    query: { hasJoined: true, searchKey: guid, perPage: 100 },
    onBehalfOf: uid,
  });
  return res.data.find((g) => g.guid.toLowerCase() === guid.toLowerCase())?.scope;
}
