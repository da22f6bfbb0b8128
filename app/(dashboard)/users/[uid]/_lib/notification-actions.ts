"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import * as notificationsContract from "@/lib/contract/notifications";
import type { UserPreferencesPatch } from "@/lib/schemas/notification-preferences";
import { uidSchema } from "@/lib/schemas/users";
import { appActionClient } from "@/lib/server/action";
import { call } from "@/lib/server/api/call";
import { unmuteInput, userNotificationsForm } from "./notification-schema";

const userPath = (uid: string) => `/users/${encodeURIComponent(uid)}`;

/**
 * Sends only what the admin changed: a choice left as it is stays the app's, and follows the app's settings.
 * Contact details are set together; clearing one starts from none, and a refused new value puts the old back.
 */
export const saveUserNotificationsAction = appActionClient
  .metadata({ name: "users.notifications.save", minRole: "admin", mutation: true })
  .inputSchema(userNotificationsForm)
  .action(async ({ parsedInput: p, ctx }) => {
    const { conn } = ctx;
    const byUid = { query: { uid: p.uid } };
    const [{ data: stored }, { data: zone }, { data: current }] = await Promise.all([
      call(conn, notificationsContract.getContactDetails, { onBehalfOf: p.uid }),
      call(conn, notificationsContract.getTimezone, byUid),
      call(conn, notificationsContract.getUserPreferences, byUid),
    ]);
    const { group, oneOnOne, mute } = current.preferences;
    const patch: UserPreferencesPatch = {
      ...(p.groupMessages !== group.messagesSetting
        ? { groupPreferences: { groupMessages: p.groupMessages } }
        : {}),
      ...(p.oneOnOneMessages !== oneOnOne.messagesSetting
        ? { oneOnOnePreferences: { oneOnOneMessages: p.oneOnOneMessages } }
        : {}),
      ...((p.dnd ? 2 : 1) !== mute.dndPreferenceSetting ? { mutePreferences: { dnd: p.dnd ? 2 : 1 } } : {}),
    };
    if (Object.keys(patch).length > 0)
      await call(conn, notificationsContract.updateUserPreferences, {
        ...byUid,
        body: patch,
        idempotent: true,
      });
    if (p.timezone !== zone.timezone)
      await call(conn, notificationsContract.updateTimezone, {
        ...byUid,
        body: { timezone: p.timezone },
        idempotent: true,
      });

    const wanted = { ...(p.email ? { email: p.email } : {}), ...(p.phno ? { phno: p.phno } : {}) };
    const setContact = (details: { email?: string; phno?: string }) =>
      call(conn, notificationsContract.updateContactDetails, {
        onBehalfOf: p.uid,
        body: details,
        idempotent: true,
      });
    if ((stored.email ?? "") !== p.email || (stored.phno ?? "") !== p.phno) {
      const clearing = (stored.email && !p.email) || (stored.phno && !p.phno);
      if (!clearing) await setContact(wanted);
      else {
        await call(conn, notificationsContract.deleteContactDetails, { onBehalfOf: p.uid, idempotent: true });
        if (p.email || p.phno) {
          try {
            await setContact(wanted);
          } catch (e) {
            await setContact(stored).catch(() => undefined);
            throw e;
          }
        }
      }
    }
    revalidatePath(userPath(p.uid));
    return { uid: p.uid };
  });

export const resetUserPreferencesAction = appActionClient
  .metadata({ name: "users.notifications.reset", minRole: "admin", mutation: true })
  .inputSchema(z.object({ uid: uidSchema }))
  .action(async ({ parsedInput: { uid }, ctx }) => {
    await call(ctx.conn, notificationsContract.resetUserPreferences, {
      query: { uid },
      idempotent: true,
    });
    revalidatePath(userPath(uid));
    return { message: `${uid} is back on the app's notification settings.` };
  });

export const unmuteConversationAction = appActionClient
  .metadata({ name: "users.notifications.unmute", minRole: "admin", mutation: true })
  .inputSchema(unmuteInput)
  .action(async ({ parsedInput: p, ctx }) => {
    await call(ctx.conn, notificationsContract.unmuteConversations, {
      query: { uid: p.uid },
      body: { conversations: [{ id: p.id, type: p.type }] },
      idempotent: true,
    });
    revalidatePath(userPath(p.uid));
    return {
      message: `Unmuted ${p.type === "group" ? "the group" : "the conversation with"} ${p.id} for ${p.uid}.`,
    };
  });
