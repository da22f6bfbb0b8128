import * as notificationsContract from "../../../lib/contract/notifications";
import type { AppRow } from "../core/apps";
import { deepMerge, type Json, notificationSettings } from "../core/notification-settings";
import {
  effectivePreferences,
  inUserWords,
  mutedConversations,
  notificationUser,
  type Preferences,
  saveNotificationUser,
} from "../core/notification-users";
import { requireUser } from "../core/users";
import type { Deps } from "../deps";
import { badRequest } from "../http/errors";
import { type AnyRoute, appRoute } from "../http/route";
import { muteConversations, unmuteConversations } from "../store/notification-mutes";

// A user's notification preferences, mutes and timezone (`?uid=`), and contact details (`onBehalfOf`).

const success = { data: { success: true as const } };

const contactView = (u: { email?: string; phno?: string }) => ({
  ...(u.email ? { email: u.email } : {}),
  ...(u.phno ? { phno: u.phno } : {}),
});

/** The preferences part of the app's settings (checked when saved, over the published defaults). */
const appPreferences = (settings: Json) => settings.preferences as Preferences;

/**
 * What GET and PATCH answer, in the published example's shape: the user's group, one-on-one and mute
 * preferences (the app's, with the user's choices where the app allows them), and the app's sound and templates.
 */
function preferencesView(deps: Deps, app: AppRow, uid: string) {
  const settings = notificationSettings(deps, app);
  const { group, oneOnOne, mute } = effectivePreferences(
    appPreferences(settings),
    notificationUser(deps.db, app.id, uid).preferences,
  );
  return {
    data: { preferences: { group, oneOnOne, mute }, sound: settings.sound, templates: settings.templates },
  };
}

export const notificationUserRoutes: AnyRoute[] = [
  appRoute({
    ...notificationsContract.getUserPreferences,
    handler: ({ deps, app, query }) => {
      requireUser(deps.db, app.id, query.uid);
      return preferencesView(deps, app, query.uid);
    },
  }),
  appRoute({
    ...notificationsContract.updateUserPreferences,
    handler: ({ deps, app, query, body }) => {
      requireUser(deps.db, app.id, query.uid);
      const saved = deepMerge(notificationUser(deps.db, app.id, query.uid).preferences as Json, body as Json);
      saveNotificationUser(deps.db, app.id, query.uid, { preferences: JSON.stringify(saved) }, deps.now());
      return preferencesView(deps, app, query.uid);
    },
  }),
  appRoute({
    ...notificationsContract.resetUserPreferences,
    handler: ({ deps, app, query }) => {
      requireUser(deps.db, app.id, query.uid);
      saveNotificationUser(deps.db, app.id, query.uid, { preferences: null }, deps.now());
      const settings = notificationSettings(deps, app);
      const privacy = Number((settings.templates as Json).usePrivacyTemplate) === 2;
      return { data: inUserWords(appPreferences(settings), privacy) };
    },
  }),
  appRoute({
    ...notificationsContract.listMutedConversations,
    handler: ({ deps, app, query }) => {
      requireUser(deps.db, app.id, query.uid);
      return { data: { mutedConversations: mutedConversations(deps.db, app.id, query.uid, deps.now()) } };
    },
  }),
  appRoute({
    ...notificationsContract.muteConversations,
    handler: ({ deps, app, query, body }) => {
      requireUser(deps.db, app.id, query.uid);
      const now = deps.now();
      const past = body.conversations.findIndex((c) => c.until !== undefined && c.until <= now);
      if (past >= 0) {
        throw badRequest("until must be a time in the future, in milliseconds.", {
          [`conversations.${past}.until`]: ["must be in the future"],
        });
      }
      muteConversations(
        deps.db,
        app.id,
        query.uid,
        body.conversations.map((c) => ({ type: c.type, id: c.id.toLowerCase(), until: c.until ?? null })),
      );
      return success;
    },
  }),
  appRoute({
    ...notificationsContract.unmuteConversations,
    handler: ({ deps, app, query, body }) => {
      requireUser(deps.db, app.id, query.uid);
      unmuteConversations(
        deps.db,
        app.id,
        query.uid,
        body.conversations.map((c) => ({ type: c.type, id: c.id.toLowerCase() })),
      );
      return success;
    },
  }),
  appRoute({
    ...notificationsContract.getTimezone,
    handler: ({ deps, app, query }) => {
      requireUser(deps.db, app.id, query.uid);
      return { data: { timezone: notificationUser(deps.db, app.id, query.uid).timezone ?? "UTC" } };
    },
  }),
  appRoute({
    ...notificationsContract.updateTimezone,
    handler: ({ deps, app, query, body }) => {
      requireUser(deps.db, app.id, query.uid);
      saveNotificationUser(deps.db, app.id, query.uid, { timezone: body.timezone }, deps.now());
      return { data: { timezone: body.timezone } };
    },
  }),
  appRoute({
    ...notificationsContract.getContactDetails,
    handler: ({ deps, app, actor }) => {
      const u = notificationUser(deps.db, app.id, actor as string);
      return { data: contactView(u) };
    },
  }),
  appRoute({
    ...notificationsContract.updateContactDetails,
    handler: ({ deps, app, actor, body }) => {
      const uid = actor as string;
      saveNotificationUser(deps.db, app.id, uid, contactView(body), deps.now());
      return { data: contactView(notificationUser(deps.db, app.id, uid)) };
    },
  }),
  appRoute({
    ...notificationsContract.deleteContactDetails,
    handler: ({ deps, app, actor }) => {
      saveNotificationUser(deps.db, app.id, actor as string, { email: null, phno: null }, deps.now());
      return success;
    },
  }),
];
