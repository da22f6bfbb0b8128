import { z } from "zod";
import { onOff, threeWay, weekSchedule } from "./notification-settings";

// What one user chose of the app's notification settings (`/notifications/v1/preferences?uid=`), which
// conversations they muted, their timezone, contact details and push tokens. The published PATCH body names
// the events as `groupPreferences.groupMessages`, … while the answers name them as the app's settings do
// (`preferences.group.messagesSetting`); `USER_TO_APP_KEYS` maps the one onto the other.

const bool = z.boolean({ error: "must be a boolean" });

const GROUP_KEYS = {
  groupMessages: "messagesSetting",
  groupReplies: "repliesSetting",
  groupQuotedReplies: "quotedRepliesSetting",
  groupReactions: "reactionsSetting",
  groupMemberLeft: "memberLeftSetting",
  groupMemberAdded: "memberAddedSetting",
  groupMemberJoined: "memberJoinedSetting",
  groupMemberKicked: "memberKickedSetting",
  groupMemberBanned: "memberBannedSetting",
  groupMemberUnbanned: "memberUnbannedSetting",
  groupMemberScopeChanged: "memberScopeChangedSetting",
} as const;
const ONE_ON_ONE_KEYS = {
  oneOnOneMessages: "messagesSetting",
  oneOnOneReplies: "repliesSetting",
  oneOnOneQuotedReplies: "quotedRepliesSetting",
  oneOnOneReactions: "reactionsSetting",
} as const;
export const USER_TO_APP_KEYS = { group: GROUP_KEYS, oneOnOne: ONE_ON_ONE_KEYS } as const;

const THREE_WAY = new Set(["groupMessages", "groupReplies", "groupQuotedReplies", "groupReactions"]);

export const userPreferencesPatch = z
  .strictObject({
    groupPreferences: z
      .strictObject(
        Object.fromEntries(
          Object.keys(GROUP_KEYS).map((k) => [k, THREE_WAY.has(k) ? threeWay : onOff]),
        ) as Record<keyof typeof GROUP_KEYS, typeof onOff>,
      )
      .partial(),
    oneOnOnePreferences: z
      .strictObject(
        Object.fromEntries(Object.keys(ONE_ON_ONE_KEYS).map((k) => [k, threeWay])) as Record<
          keyof typeof ONE_ON_ONE_KEYS,
          typeof onOff
        >,
      )
      .partial(),
    mutePreferences: z.strictObject({ dnd: onOff, schedule: weekSchedule }).partial(),
    usePrivacyTemplate: bool,
  })
  .partial();
export type UserPreferencesPatch = z.infer<typeof userPreferencesPatch>;

/** GET and PATCH answer a user's preferences as the published example shows them: group, one-on-one and mute. */
export const userPreferencesEnvelope = z.object({
  data: z.object({
    preferences: z.object({
      group: z.record(z.string(), z.union([z.number(), z.boolean()])),
      oneOnOne: z.record(z.string(), z.union([z.number(), z.boolean()])),
      mute: z
        .object({
          dndPreferenceSetting: z.number(),
          schedulePreferenceSetting: z.record(z.string(), z.unknown()),
        })
        .loose(),
    }),
    sound: z.object({ chat: z.string(), call: z.string() }).optional(),
    templates: z.object({ usePrivacyTemplate: z.number() }).loose().optional(),
  }),
});

/** The DELETE answer: the preferences the user is back on, in the PATCH body's words. */
export const userPreferencesResetEnvelope = z.object({
  data: z.object({
    groupPreferences: z.record(z.string(), z.number()),
    oneOnOnePreferences: z.record(z.string(), z.number()),
    mutePreferences: z.object({ dnd: z.number(), schedule: z.record(z.string(), z.unknown()) }),
    usePrivacyTemplate: z.boolean(),
  }),
});

export const uidQuery = z.object({
  // Uids are case-insensitive: the service keeps them in lower case.
  uid: z
    .string({ error: "uid is required" })
    .trim()
    .min(1, "uid is required")
    .max(100)
    .transform((v) => v.toLowerCase()),
});

const conversationRef = {
  id: z.string({ error: "must be a string" }).trim().min(1, "must not be empty").max(100),
  type: z.enum(["oneOnOne", "group"], { error: "must be oneOnOne or group" }),
};
export const muteInput = z.strictObject({
  conversations: z
    .array(
      z.strictObject({
        ...conversationRef,
        /** Milliseconds; in the future. Left out: muted until unmuted. */
        until: z.number({ error: "must be a number" }).int("must be a whole number").positive().optional(),
      }),
      { error: "must be a list" },
    )
    .min(1, "must name at least one conversation")
    .max(100, "must name at most 100 conversations"),
});
export const unmuteInput = z.strictObject({
  conversations: z
    .array(z.strictObject(conversationRef), { error: "must be a list" })
    .min(1, "must name at least one conversation")
    .max(100, "must name at most 100 conversations"),
});
export const mutedEnvelope = z.object({
  data: z.object({
    mutedConversations: z.array(
      z.object({ id: z.string(), type: z.enum(["oneOnOne", "group"]), until: z.number().optional() }),
    ),
  }),
});

const isTimeZone = (v: string) => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: v });
    return true;
  } catch {
    return false;
  }
};
export const timezoneName = z
  .string({ error: "must be a string" })
  .max(100)
  .refine(isTimeZone, { error: "must be a timezone identifier such as Asia/Tokyo" });
export const timezoneInput = z.strictObject({ timezone: timezoneName });
export const timezoneEnvelope = z.object({ data: z.object({ timezone: z.string() }) });

/** International format: a plus, a country code and the number, as SMS providers take it. */
export const phoneNumber = z
  .string({ error: "must be a string" })
  .regex(/^\+[1-9]\d{6,14}$/, { error: "must be a number in international format, such as +14155550100" });
export const contactDetailsInput = z
  .strictObject({
    email: z.email({ error: "must be a valid email address" }).max(254),
    phno: phoneNumber,
  })
  .partial()
  .refine((v) => v.email !== undefined || v.phno !== undefined, { error: "give an email, a phno or both" });
export const contactDetailsEnvelope = z.object({
  data: z.object({ email: z.string().optional(), phno: z.string().optional() }),
});

// Push tokens, registered by a client with its auth token.
const FCM_PLATFORMS = [
  "fcm_android",
  "fcm_ios",
  "fcm_web",
  "fcm_flutter_android",
  "fcm_flutter_ios",
  "fcm_react_native_android",
  "fcm_react_native_ios",
  "fcm_ionic_cordova_android",
  "fcm_ionic_cordova_ios",
] as const;
const APNS_DEVICE = [
  "apns_ios_device",
  "apns_flutter_device",
  "apns_react_native_device",
  "apns_ionic_cordova_device",
] as const;
const APNS_VOIP = [
  "apns_ios_voip",
  "apns_flutter_voip",
  "apns_ionic_cordova_voip",
  "apns_react_native_voip",
] as const;
export const PUSH_PLATFORMS = [...FCM_PLATFORMS, ...APNS_DEVICE, ...APNS_VOIP] as const;
export type PushPlatform = (typeof PUSH_PLATFORMS)[number];
/** Which provider sends to a platform's devices. */
export const providerOfPlatform = (p: string): "fcm" | "apns" => (p.startsWith("fcm_") ? "fcm" : "apns");
/** VoIP tokens wake a device for calls; messages are not pushed to them. */
export const isVoipPlatform = (p: string) => p.endsWith("_voip");

export const authTokenField = z
  .string({ error: "authToken is required" })
  .min(1, "authToken is required")
  .max(500);
const token = z.string({ error: "must be a string" }).trim().min(1, "must not be empty").max(4096);
const common = {
  authToken: authTokenField,
  providerId: z.string().max(100).optional(),
  timezone: timezoneName.optional(),
};
export const pushTokenInput = z.union(
  [
    z.strictObject({ ...common, platform: z.enum(FCM_PLATFORMS), fcmToken: token }),
    z.strictObject({ ...common, platform: z.enum(APNS_DEVICE), deviceToken: token }),
    z.strictObject({ ...common, platform: z.enum(APNS_VOIP), voipToken: token }),
  ],
  {
    error: "must be an FCM token (fcmToken), an APNs device token (deviceToken) or a VoIP token (voipToken)",
  },
);
export const authTokenBody = z.strictObject({ authToken: authTokenField });
export const pushTokenSchema = z.object({
  authToken: z.string(),
  pushTokenType: z.enum(["chat", "voip"]),
  createdAt: z.string(),
  updatedAt: z.string(),
  platform: z.enum(PUSH_PLATFORMS),
  providerId: z.string().optional(),
  pushToken: z.string(),
  uid: z.string(),
});
export const pushTokensEnvelope = z.object({ data: z.object({ pushTokens: z.array(pushTokenSchema) }) });
