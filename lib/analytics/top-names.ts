import "server-only";
import { getGroup, getUser } from "@/lib/api/chat";
import { findUserAnyState } from "@/lib/api/chat-users";
import { ServiceError } from "@/lib/api/errors";
import type { Connection } from "@/lib/api/request";
import type { Panel } from "@/lib/call-store/panel-model";

/** Display names by uid and by guid; an id the service no longer knows is left out. */
export interface TopNames {
  users: Record<string, string>;
  groups: Record<string, string>;
}

/** `GET /users/{uid}` answers 404 for a deactivated user: the list is asked for those. */
async function userName(conn: Connection, uid: string): Promise<string | undefined> {
  try {
    return (await getUser(conn, uid)).name;
  } catch (e) {
    if (!(e instanceof ServiceError && e.status === 404)) throw e;
    return (await findUserAnyState(conn, uid))?.name;
  }
}

async function named(ids: string[], name: (id: string) => Promise<string | undefined>) {
  const found = await Promise.allSettled(ids.map(name));
  const out: Record<string, string> = {};
  // A name that cannot be had (deleted, the service slow) leaves the id alone in its row.
  found.forEach((r, i) => {
    const id = ids[i];
    if (id !== undefined && r.status === "fulfilled" && r.value) out[id] = r.value;
  });
  return out;
}

/** The names of the panel's top users and groups, read from the service side by side. */
export async function topNames(
  conn: Connection,
  panel: Pick<Panel, "topUsers" | "topGroups">,
): Promise<TopNames> {
  const [users, groups] = await Promise.all([
    named(
      panel.topUsers.map((u) => u.uid),
      (uid) => userName(conn, uid),
    ),
    named(
      panel.topGroups.map((g) => g.group),
      async (guid) => (await getGroup(conn, guid)).name,
    ),
  ]);
  return { users, groups };
}
