"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { actionClient, requireConnection } from "@/lib/action";
import {
  deleteContactDetails,
  getContactDetails,
  getTimezone,
  getUserPreferences,
  resetUserPreferences,
  setContactDetails,
  setTimezone,
  unmuteConversation,
  updateUserPreferences,
} from "@/lib/api/chat-notification-users";
import type { UserPreferencesPatch } from "@/lib/schemas/notification-preferences";
import { uidSchema } from "@/lib/schemas/users";
import { unmuteInput, userNotificationsForm } from "./notification-schema";

const userPath = (uid: string) => `/users/${encodeURIComponent(uid)}`;

/**
 * Sends only what the admin changed: a choice left as it is stays the app's, and follows the app's settings.
 * Contact details are set together; clearing one starts from none, and a refused new value puts the old back.
 */
export const saveUserNotificationsAction = actionClient
  .metadata({ name: "users.notifications.save", minRole: "admin", mutation: true })
  .inputSchema(userNotificationsForm)
  .action(async ({ parsedInput: p, ctx }) => {
    const { conn } = requireConnection(ctx.connection);
    const [stored, timezone, current] = await Promise.all([
      getContactDetails(conn, p.uid),
      getTimezone(conn, p.uid),
      getUserPreferences(conn, p.uid),
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
    if (Object.keys(patch).length > 0) await updateUserPreferences(conn, p.uid, patch);
    if (p.timezone !== timezone) await setTimezone(conn, p.uid, p.timezone);

    const wanted = { ...(p.email ? { email: p.email } : {}), ...(p.phno ? { phno: p.phno } : {}) };
    if ((stored.email ?? "") !== p.email || (stored.phno ?? "") !== p.phno) {
      const clearing = (stored.email && !p.email) || (stored.phno && !p.phno);
      if (!clearing) await setContactDetails(conn, p.uid, wanted);
      else {
        await deleteContactDetails(conn, p.uid);
        if (p.email || p.phno) {
          try {
            await setContactDetails(conn, p.uid, wanted);
          } catch (e) {
            await setContactDetails(conn, p.uid, stored).catch(() => undefined);
            throw e;
          }
        }
      }
    }
    revalidatePath(userPath(p.uid));
    return { uid: p.uid };
  });

export const resetUserPreferencesAction = actionClient
  .metadata({ name: "users.notifications.reset", minRole: "admin", mutation: true })
  .inputSchema(z.object({ uid: uidSchema }))
  .action(async ({ parsedInput: { uid }, ctx }) => {
    await resetUserPreferences(requireConnection(ctx.connection).conn, uid);
    revalidatePath(userPath(uid));
    return { message: `${uid} is back on the app's notification settings.` };
  });

export const unmuteConversationAction = actionClient
  .metadata({ name: "users.notifications.unmute", minRole: "admin", mutation: true })
  .inputSchema(unmuteInput)
  .action(async ({ parsedInput: p, ctx }) => {
    await unmuteConversation(requireConnection(ctx.connection).conn, p.uid, p.id, p.type);
    revalidatePath(userPath(p.uid));
    return {
      message: `Unmuted ${p.type === "group" ? "the group" : "the conversation with"} ${p.id} for ${p.uid}.`,
    };
  });
