import "server-only";
import { cache } from "react";
import * as usersContract from "@/lib/contract/users";
import { failureSentence } from "@/lib/failure-sentence";
import type { User } from "@/lib/schemas/users";
import { requireConnection } from "@/lib/server/action";
import { call } from "@/lib/server/api/call";
import { type UserNotificationState, userNotificationState } from "@/lib/server/api/chat-notification-users";
import { findUserAnyState } from "@/lib/server/api/chat-users";
import { isServiceError } from "@/lib/server/api/errors";
import type { Connection } from "@/lib/server/api/request";
import { activeConnection } from "@/lib/server/connections";

/**
 * An active user answers GET /users/{uid}; a deactivated one only shows in the list (and answers 404).
 * Cached per request: the page, its `<title>` and its sections read it.
 */
export const loadUser = cache(async (uid: string): Promise<{ conn: Connection; user: User | undefined }> => {
  const { conn } = requireConnection(await activeConnection());
  try {
    return { conn, user: (await call(conn, usersContract.getUser, { params: { uid } })).data };
  } catch (e) {
    if (!(isServiceError(e) && e.status === 404)) throw e;
    return { conn, user: await findUserAnyState(conn, uid) };
  }
});

/**
 * Cached per request: the notifications section and its buttons both read it. A failure is the section's
 * sentence: the rest of the page shows when the notifications API does not answer.
 */
export const loadNotifications = cache(
  async (uid: string): Promise<{ state: UserNotificationState } | { error: string }> => {
    try {
      const { conn } = await loadUser(uid);
      return { state: await userNotificationState(conn, uid) };
    } catch (e) {
      return { error: failureSentence(e) };
    }
  },
);
