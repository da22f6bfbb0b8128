import { z } from "zod";

// The app's notification settings (`/notifications/v1/settings`): what is sent for which event, the mute
// rules users may override, email and SMS throttles, the push payload, sounds and templates. The published
// examples nest them as `{preferences, sound, templates}`; a PATCH sends any part of that.

const bool = z.boolean({ error: "must be a boolean" });
const choice = (...values: number[]) =>
  z
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .refine((v) => values.includes(v), { error: `must be one of ${values.join(", ")}` });
/** 1: don't notify, 2: notify. */
export const onOff = choice(1, 2);
/** 1: don't notify, 2: notify for all, 3: only with mentions (or, for reactions, on all messages). */
export const threeWay = choice(1, 2, 3);

const conversationEvents = {
  messagesSetting: threeWay,
  messagesOverride: bool,
  repliesSetting: threeWay,
  repliesOverride: bool,
  quotedRepliesSetting: threeWay,
  quotedRepliesOverride: bool,
  reactionsSetting: threeWay,
  reactionsOverride: bool,
  messageEditedSetting: onOff,
  messageDeletedSetting: onOff,
};
const MEMBER_EVENTS = ["Left", "Added", "Joined", "Kicked", "Banned", "Unbanned", "ScopeChanged"] as const;
const groupEvents = {
  ...conversationEvents,
  ...Object.fromEntries(
    MEMBER_EVENTS.flatMap((e) => [
      [`member${e}Setting`, onOff],
      [`member${e}Override`, bool],
    ]),
  ),
} as typeof conversationEvents &
  Record<`member${(typeof MEMBER_EVENTS)[number]}${"Setting" | "Override"}`, z.ZodType>;
const CALL_EVENTS = ["initiated", "ongoing", "cancelled", "busy", "rejected", "unanswered", "ended"] as const;
const callEvents = Object.fromEntries(
  CALL_EVENTS.flatMap((e) => [
    [`${e}Setting`, onOff],
    [`${e}Override`, bool],
  ]),
) as Record<string, z.ZodType>;

/** Times as hhmm, 0 to 2359. */
const hhmm = z
  .number({ error: "must be a number" })
  .int("must be a whole number")
  .min(0, "must be 0 or more")
  .max(2359, "must be 2359 or less")
  .refine((v) => v % 100 < 60, { error: "must be a time as hhmm" });
const day = z.strictObject({ from: hhmm, to: hhmm, dnd: bool }).partial();
const WEEK = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export const weekSchedule = z
  .strictObject(Object.fromEntries(WEEK.map((d) => [d, day])) as Record<(typeof WEEK)[number], typeof day>)
  .partial();

const throttle = z
  .strictObject({
    notifyForUnreadOnly: bool,
    intervalInSeconds: z
      .number()
      .int("must be a whole number")
      .min(0, "must be 0 or more")
      .max(86_400 * 7, "must be at most a week"),
    maxPerDay: z
      .number()
      .int("must be a whole number")
      .min(0, "must be 0 or more")
      .max(10_000, "must be at most 10000"),
    maxPerDayPerConversation: z
      .number()
      .int("must be a whole number")
      .min(0, "must be 0 or more")
      .max(10_000, "must be at most 10000"),
  })
  .partial();

const templateText = z.string({ error: "must be a string" }).max(2000, "must be at most 2000 characters");
const template = z
  .strictObject({
    titleOneOnOne: templateText,
    titleGroup: templateText,
    body: templateText,
    body_fallback: templateText,
    body_image: templateText,
    body_audio: templateText,
    body_video: templateText,
    body_file: templateText,
    bodyOneOnOne: templateText,
    bodyGroup: templateText,
    subjectOneOnOne: templateText,
    subjectGroup: templateText,
  })
  .partial();
const TEMPLATE_NAMES = [
  "textMessage",
  "mediaMessage",
  "pollMessage",
  "reminderMessage",
  "customMessage",
  "emailSubject",
  "smsContent",
  "userMention",
  "groupMention",
] as const;

export const notificationSettingsPatch = z
  .strictObject({
    preferences: z
      .strictObject({
        group: z.strictObject(groupEvents).partial(),
        oneOnOne: z.strictObject(conversationEvents).partial(),
        call: z.strictObject(callEvents).partial(),
        bypassPreferencesForMentions: bool,
        mute: z
          .strictObject({
            dndPreferenceSetting: onOff,
            dndPreferenceOverride: bool,
            mutedGroupsOverride: bool,
            mutedOneOnOnesOverride: bool,
            schedulePreferenceSetting: weekSchedule,
            schedulePreferenceOverride: bool,
          })
          .partial(),
        email: throttle,
        sms: throttle,
        push: z
          .strictObject({
            includeMessageObjectSetting: bool,
            includeSenderMetadataSetting: bool,
            includeReceiverMetadataSetting: bool,
            trimTextFieldSetting: bool,
            includeMessageMetadataSetting: bool,
            customJson: z.record(z.string(), z.unknown(), { error: "must be an object" }),
          })
          .partial(),
      })
      .partial(),
    sound: z
      .strictObject({
        chat: z.string().max(200, "must be at most 200 characters"),
        call: z.string().max(200, "must be at most 200 characters"),
      })
      .partial(),
    templates: z
      .strictObject({
        /** 1: default templates, 2: privacy templates, 3: default, unless the user asks for privacy. */
        usePrivacyTemplate: threeWay,
        ...(Object.fromEntries(
          TEMPLATE_NAMES.flatMap((n) => [
            [`${n}TemplateDefault`, template],
            [`${n}TemplatePrivacy`, template],
          ]),
        ) as Record<string, typeof template>),
      })
      .partial(),
  })
  .partial();
export type NotificationSettingsPatch = z.infer<typeof notificationSettingsPatch>;

/** The answer: the whole settings, as the published example shows them. */
export const notificationSettingsEnvelope = z.object({
  data: z.object({
    preferences: z.object({
      group: z.record(z.string(), z.union([z.number(), z.boolean()])),
      oneOnOne: z.record(z.string(), z.union([z.number(), z.boolean()])),
      call: z.record(z.string(), z.union([z.number(), z.boolean()])),
      bypassPreferencesForMentions: z.boolean(),
      mute: z
        .object({
          dndPreferenceSetting: z.number(),
          schedulePreferenceSetting: z.record(z.string(), z.unknown()),
        })
        .loose(),
      email: z.object({
        notifyForUnreadOnly: z.boolean(),
        intervalInSeconds: z.number(),
        maxPerDay: z.number(),
        maxPerDayPerConversation: z.number(),
      }),
      sms: z.object({
        notifyForUnreadOnly: z.boolean(),
        intervalInSeconds: z.number(),
        maxPerDay: z.number(),
        maxPerDayPerConversation: z.number(),
      }),
      push: z.object({ customJson: z.record(z.string(), z.unknown()) }).loose(),
    }),
    sound: z.object({ chat: z.string(), call: z.string() }),
    templates: z.object({ usePrivacyTemplate: z.number() }).catchall(z.record(z.string(), z.string())),
  }),
});
export type NotificationSettings = z.infer<typeof notificationSettingsEnvelope>["data"];
