import {
  contactDetailsEnvelope,
  contactDetailsInput,
  mutedEnvelope,
  muteInput,
  timezoneEnvelope,
  timezoneInput,
  uidQuery,
  unmuteInput,
  userPreferencesEnvelope,
  userPreferencesPatch,
  userPreferencesResetEnvelope,
} from "../../../lib/schemas/notification-preferences";
import { providerSuccessEnvelope } from "../../../lib/schemas/notifications";
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

// A user's notification preferences, mutes and timezone (`?uid=`), and contact details (`onBehalfOf`).

const TAG = "Notifications";
const PREFS = "/notifications/v1/preferences";
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
    api: "chat",
    method: "get",
    path: PREFS,
    tag: TAG,
    summary:
      "A user's notification preferences: the app's, with the user's choices where the app lets them choose.",
    query: uidQuery,
    response: userPreferencesEnvelope,
    handler: ({ deps, app, query }) => {
      requireUser(deps.db, app.id, query.uid);
      return preferencesView(deps, app, query.uid);
    },
  }),
  appRoute({
    api: "chat",
    method: "patch",
    path: PREFS,
    tag: TAG,
    summary:
      "Change a user's preferences (groupPreferences, oneOnOnePreferences, mutePreferences, usePrivacyTemplate); what is left out stays.",
    query: uidQuery,
    body: userPreferencesPatch,
    response: userPreferencesEnvelope,
    handler: ({ deps, app, query, body }) => {
      requireUser(deps.db, app.id, query.uid);
      const saved = deepMerge(notificationUser(deps.db, app.id, query.uid).preferences as Json, body as Json);
      saveNotificationUser(deps.db, app.id, query.uid, { preferences: JSON.stringify(saved) }, deps.now());
      return preferencesView(deps, app, query.uid);
    },
  }),
  appRoute({
    api: "chat",
    method: "delete",
    path: PREFS,
    tag: TAG,
    summary: "Reset a user's preferences to the app's; answers them in the PATCH body's words.",
    query: uidQuery,
    response: userPreferencesResetEnvelope,
    handler: ({ deps, app, query }) => {
      requireUser(deps.db, app.id, query.uid);
      saveNotificationUser(deps.db, app.id, query.uid, { preferences: null }, deps.now());
      const settings = notificationSettings(deps, app);
      const privacy = Number((settings.templates as Json).usePrivacyTemplate) === 2;
      return { data: inUserWords(appPreferences(settings), privacy) };
    },
  }),
  appRoute({
    api: "chat",
    method: "get",
    path: `${PREFS}/mute`,
    tag: TAG,
    summary: "The conversations a user muted (mutes that have ended are left out).",
    query: uidQuery,
    response: mutedEnvelope,
    handler: ({ deps, app, query }) => {
      requireUser(deps.db, app.id, query.uid);
      return { data: { mutedConversations: mutedConversations(deps.db, app.id, query.uid, deps.now()) } };
    },
  }),
  appRoute({
    api: "chat",
    method: "put",
    path: `${PREFS}/mute`,
    tag: TAG,
    summary: "Mute conversations for a user, until a time in milliseconds or until unmuted.",
    query: uidQuery,
    body: muteInput,
    response: providerSuccessEnvelope,
    handler: ({ deps, app, query, body }) => {
      requireUser(deps.db, app.id, query.uid);
      const now = deps.now();
      const past = body.conversations.findIndex((c) => c.until !== undefined && c.until <= now);
      if (past >= 0) {
        throw badRequest("until must be a time in the future, in milliseconds.", {
          [`conversations.${past}.until`]: ["must be in the future"],
        });
      }
      const upsert = deps.db.prepare(
        `INSERT INTO notification_mutes (app_id, uid, conversation_type, conversation_id, until) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (app_id, uid, conversation_type, conversation_id) DO UPDATE SET until = excluded.until`,
      );
      for (const c of body.conversations)
        upsert.run(app.id, query.uid, c.type, c.id.toLowerCase(), c.until ?? null);
      return success;
    },
  }),
  appRoute({
    api: "chat",
    method: "delete",
    path: `${PREFS}/mute`,
    tag: TAG,
    summary: "Unmute conversations for a user.",
    query: uidQuery,
    body: unmuteInput,
    response: providerSuccessEnvelope,
    handler: ({ deps, app, query, body }) => {
      requireUser(deps.db, app.id, query.uid);
      const remove = deps.db.prepare(
        "DELETE FROM notification_mutes WHERE app_id = ? AND uid = ? AND conversation_type = ? AND conversation_id = ?",
      );
      for (const c of body.conversations) remove.run(app.id, query.uid, c.type, c.id.toLowerCase());
      return success;
    },
  }),
  appRoute({
    api: "chat",
    method: "get",
    path: `${PREFS}/timezone`,
    tag: TAG,
    summary: "A user's timezone, which their schedule is read in (UTC until set).",
    query: uidQuery,
    response: timezoneEnvelope,
    handler: ({ deps, app, query }) => {
      requireUser(deps.db, app.id, query.uid);
      return { data: { timezone: notificationUser(deps.db, app.id, query.uid).timezone ?? "UTC" } };
    },
  }),
  appRoute({
    api: "chat",
    method: "patch",
    path: `${PREFS}/timezone`,
    tag: TAG,
    summary: "Set a user's timezone (an IANA identifier such as Asia/Tokyo).",
    query: uidQuery,
    body: timezoneInput,
    response: timezoneEnvelope,
    handler: ({ deps, app, query, body }) => {
      requireUser(deps.db, app.id, query.uid);
      saveNotificationUser(deps.db, app.id, query.uid, { timezone: body.timezone }, deps.now());
      return { data: { timezone: body.timezone } };
    },
  }),
  appRoute({
    api: "chat",
    method: "get",
    path: "/notifications/v1/contact-details",
    tag: TAG,
    summary: "The email address and phone number email and SMS notifications go to, for the onBehalfOf user.",
    onBehalfOf: "required",
    response: contactDetailsEnvelope,
    handler: ({ deps, app, actor }) => {
      const u = notificationUser(deps.db, app.id, actor as string);
      return { data: contactView(u) };
    },
  }),
  appRoute({
    api: "chat",
    method: "patch",
    path: "/notifications/v1/contact-details",
    tag: TAG,
    summary: "Set the onBehalfOf user's email address, phone number (international format) or both.",
    onBehalfOf: "required",
    body: contactDetailsInput,
    response: contactDetailsEnvelope,
    handler: ({ deps, app, actor, body }) => {
      const uid = actor as string;
      saveNotificationUser(deps.db, app.id, uid, contactView(body), deps.now());
      return { data: contactView(notificationUser(deps.db, app.id, uid)) };
    },
  }),
  appRoute({
    api: "chat",
    method: "delete",
    path: "/notifications/v1/contact-details",
    tag: TAG,
    summary: "Forget the onBehalfOf user's email address and phone number.",
    onBehalfOf: "required",
    response: providerSuccessEnvelope,
    handler: ({ deps, app, actor }) => {
      saveNotificationUser(deps.db, app.id, actor as string, { email: null, phno: null }, deps.now());
      return success;
    },
  }),
];
