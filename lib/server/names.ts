import "server-only";
import * as groupsContract from "@/lib/contract/groups";
import * as usersContract from "@/lib/contract/users";
import { NAMES_LIMIT, type Names } from "@/lib/schemas/names";
import { call } from "@/lib/server/api/call";
import { findUserAnyState } from "@/lib/server/api/chat-users";
import { isServiceError } from "@/lib/server/api/errors";
import type { Connection } from "@/lib/server/api/request";

/** Reads in flight at once: a page of ids must not take the service's whole rate limit at one go. */
const CONCURRENCY = 8;

/** `GET /users/{uid}` answers 404 for a deactivated user: the list is asked for those. */
async function userName(conn: Connection, uid: string): Promise<string | undefined> {
  try {
    return (await call(conn, usersContract.getUser, { params: { uid } })).data.name;
  } catch (e) {
    if (!(isServiceError(e) && e.status === 404)) throw e;
    return (await findUserAnyState(conn, uid))?.name;
  }
}

const distinct = (ids: readonly string[]) => [...new Set(ids)].slice(0, NAMES_LIMIT);

/**
 * The names of these users and groups (each list deduplicated and cut to NAMES_LIMIT), read a few at a time.
 * An id that cannot be named (deleted, unknown, the service failing) is left out: its row shows the id alone.
 */
export async function namesOf(
  conn: Connection,
  ids: { uids?: readonly string[]; guids?: readonly string[] },
): Promise<Names> {
  const out: Names = { users: {}, groups: {} };
  const tasks = [
    ...distinct(ids.uids ?? []).map((id) => ({ id, into: out.users, read: () => userName(conn, id) })),
    ...distinct(ids.guids ?? []).map((id) => ({
      id,
      into: out.groups,
      read: async () => (await call(conn, groupsContract.getGroup, { params: { guid: id } })).data.name,
    })),
  ];
  let logged = false;
  let next = 0;
  const worker = async () => {
    for (let task = tasks[next++]; task; task = tasks[next++]) {
      try {
        const name = await task.read();
        if (name) task.into[task.id] = name;
      } catch (e) {
        // Deleted users and groups are common; anything else is worth one line, not one per id.
        if (!(isServiceError(e) && e.status === 404) && !logged) {
          logged = true;
          console.error("[names]", e);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, tasks.length) }, worker));
  return out;
}
