import { z } from "zod";
import { notificationLogsEnvelope, notificationLogsQuery } from "../schemas/notification-logs";
import {
  authTokenBody,
  authTokenField,
  contactDetailsEnvelope,
  contactDetailsInput,
  mutedEnvelope,
  muteInput,
  pushTokenInput,
  pushTokensEnvelope,
  timezoneEnvelope,
  timezoneInput,
  uidQuery,
  unmuteInput,
  userPreferencesEnvelope,
  userPreferencesPatch,
  userPreferencesResetEnvelope,
} from "../schemas/notification-preferences";
import { notificationSettingsEnvelope, notificationSettingsPatch } from "../schemas/notification-settings";
import { providerSuccessEnvelope } from "../schemas/notifications";
import { contract } from "./define";

// Notifications (chat API): the app's settings and log, a user's preferences, mutes, timezone (`?uid=`) and
// contact details (`onBehalfOf`), and the push tokens a client registers under its session's auth token.
// The providers they go out through are in ./notification-providers.

const TAG = "Notifications";
const SETTINGS = "/notifications/v1/settings";
const PREFS = "/notifications/v1/preferences";
const CONTACT = "/notifications/v1/contact-details";
const TOKENS = "/notifications/push/v1/tokens";

/** `all=true` reaches every token of the auth token's user, otherwise only those of its session. */
const allQuery = z.object({
  all: z.enum(["true", "false"], { error: "must be true or false" }).optional(),
});

export const listNotificationLogs = contract({
  api: "chat",
  method: "get",
  path: "/notifications/v1/logs",
  tag: TAG,
  summary:
    "What the notification path decided per user and channel, newest first, 20 at a time; affix=append&logId= gives the older ones after an entry, affix=prepend the newer ones before it.",
  query: notificationLogsQuery,
  response: notificationLogsEnvelope,
});
export const getNotificationSettings = contract({
  api: "chat",
  method: "get",
  path: SETTINGS,
  tag: TAG,
  summary: "The app's notification settings: preferences, sounds and templates (the defaults until changed).",
  response: notificationSettingsEnvelope,
});

export const updateNotificationSettings = contract({
  api: "chat",
  method: "patch",
  path: SETTINGS,
  tag: TAG,
  summary:
    "Change any part of the notification settings; what is left out stays as it is (customJson is replaced whole).",
  body: notificationSettingsPatch,
  response: providerSuccessEnvelope,
});

export const resetNotificationSettings = contract({
  api: "chat",
  method: "delete",
  path: SETTINGS,
  tag: TAG,
  summary: "Reset the notification settings to the defaults.",
  response: providerSuccessEnvelope,
});
export const getUserPreferences = contract({
  api: "chat",
  method: "get",
  path: PREFS,
  tag: TAG,
  summary:
    "A user's notification preferences: the app's, with the user's choices where the app lets them choose.",
  query: uidQuery,
  response: userPreferencesEnvelope,
});

export const updateUserPreferences = contract({
  api: "chat",
  method: "patch",
  path: PREFS,
  tag: TAG,
  summary:
    "Change a user's preferences (groupPreferences, oneOnOnePreferences, mutePreferences, usePrivacyTemplate); what is left out stays.",
  query: uidQuery,
  body: userPreferencesPatch,
  response: userPreferencesEnvelope,
});

export const resetUserPreferences = contract({
  api: "chat",
  method: "delete",
  path: PREFS,
  tag: TAG,
  summary: "Reset a user's preferences to the app's; answers them in the PATCH body's words.",
  query: uidQuery,
  response: userPreferencesResetEnvelope,
});

export const listMutedConversations = contract({
  api: "chat",
  method: "get",
  path: `${PREFS}/mute`,
  tag: TAG,
  summary: "The conversations a user muted (mutes that have ended are left out).",
  query: uidQuery,
  response: mutedEnvelope,
});

export const muteConversations = contract({
  api: "chat",
  method: "put",
  path: `${PREFS}/mute`,
  tag: TAG,
  summary: "Mute conversations for a user, until a time in milliseconds or until unmuted.",
  query: uidQuery,
  body: muteInput,
  response: providerSuccessEnvelope,
});

export const unmuteConversations = contract({
  api: "chat",
  method: "delete",
  path: `${PREFS}/mute`,
  tag: TAG,
  summary: "Unmute conversations for a user.",
  query: uidQuery,
  body: unmuteInput,
  response: providerSuccessEnvelope,
});

export const getTimezone = contract({
  api: "chat",
  method: "get",
  path: `${PREFS}/timezone`,
  tag: TAG,
  summary: "A user's timezone, which their schedule is read in (UTC until set).",
  query: uidQuery,
  response: timezoneEnvelope,
});

export const updateTimezone = contract({
  api: "chat",
  method: "patch",
  path: `${PREFS}/timezone`,
  tag: TAG,
  summary: "Set a user's timezone (an IANA identifier such as Asia/Tokyo).",
  query: uidQuery,
  body: timezoneInput,
  response: timezoneEnvelope,
});

export const getContactDetails = contract({
  api: "chat",
  method: "get",
  path: CONTACT,
  tag: TAG,
  summary: "The email address and phone number email and SMS notifications go to, for the onBehalfOf user.",
  onBehalfOf: "required",
  response: contactDetailsEnvelope,
});

export const updateContactDetails = contract({
  api: "chat",
  method: "patch",
  path: CONTACT,
  tag: TAG,
  summary: "Set the onBehalfOf user's email address, phone number (international format) or both.",
  onBehalfOf: "required",
  body: contactDetailsInput,
  response: contactDetailsEnvelope,
});

export const deleteContactDetails = contract({
  api: "chat",
  method: "delete",
  path: CONTACT,
  tag: TAG,
  summary: "Forget the onBehalfOf user's email address and phone number.",
  onBehalfOf: "required",
  response: providerSuccessEnvelope,
});
export const registerPushToken = contract({
  api: "chat",
  method: "post",
  path: TOKENS,
  tag: TAG,
  summary:
    "Register a device's push token (fcmToken, deviceToken or voipToken by platform) for the auth token's user.",
  body: pushTokenInput,
  response: providerSuccessEnvelope,
});

export const listPushTokens = contract({
  api: "chat",
  method: "get",
  path: TOKENS,
  tag: TAG,
  summary: "The push tokens of the auth token's session, or with all=true of its user.",
  query: allQuery.extend({
    authToken: authTokenField,
  }),
  response: pushTokensEnvelope,
});

export const deletePushTokens = contract({
  api: "chat",
  method: "delete",
  path: TOKENS,
  tag: TAG,
  summary:
    "Unregister the push tokens of the auth token's session, or with all=true of its user; answers them.",
  query: allQuery,
  body: authTokenBody,
  response: pushTokensEnvelope,
});

export const deletePushToken = contract({
  api: "chat",
  method: "delete",
  path: `${TOKENS}/:pushToken`,
  tag: TAG,
  summary: "Unregister one push token of the auth token's user; answers it.",
  params: z.object({ pushToken: z.string().min(1).max(4096) }),
  body: authTokenBody,
  response: pushTokensEnvelope,
});
