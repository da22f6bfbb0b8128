"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { actionClient, requireConnection } from "@/lib/action";
import {
  deleteContactDetails,
  getContactDetails,
  resetUserPreferences,
  setContactDetails,
  setTimezone,
  unmuteConversation,
  updateUserPreferences,
} from "@/lib/api/chat-notification-users";
import { uidSchema } from "@/lib/schemas/users";
import { unmuteInput, userNotificationsForm } from "./notification-schema";

const userPath = (uid: string) => `/users/${encodeURIComponent(uid)}`;

export const saveUserNotificationsAction = actionClient
  .metadata({ name: "users.notifications.save", minRole: "admin", mutation: true })
  .inputSchema(userNotificationsForm)
  .action(async ({ parsedInput: p, ctx }) => {
    const { conn } = requireConnection(ctx.connection);
    const stored = await getContactDetails(conn, p.uid);
    if ((stored.email ?? "") !== p.email || (stored.phno ?? "") !== p.phno) {
      // The service sets contact details but cannot clear one of them: a change starts from none.
      if (stored.email || stored.phno) await deleteContactDetails(conn, p.uid);
      const wanted = { ...(p.email ? { email: p.email } : {}), ...(p.phno ? { phno: p.phno } : {}) };
      if (p.email || p.phno) await setContactDetails(conn, p.uid, wanted);
    }
    await setTimezone(conn, p.uid, p.timezone);
    await updateUserPreferences(conn, p.uid, {
      groupPreferences: { groupMessages: p.groupMessages },
      oneOnOnePreferences: { oneOnOneMessages: p.oneOnOneMessages },
      mutePreferences: { dnd: p.dnd ? 2 : 1 },
      usePrivacyTemplate: p.hideContent,
    });
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
