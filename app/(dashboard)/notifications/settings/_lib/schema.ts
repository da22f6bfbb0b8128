import { z } from "zod";
import type { NotificationSettingsPatch } from "@/lib/schemas/notification-settings";

// The settings form: the options an admin changes most, each mapped onto the service's settings.

const three = z.union([z.literal(1), z.literal(2), z.literal(3)], { error: "Choose one." });
const count = (max: number) =>
  z
    .number({ error: "Enter a number." })
    .int("Enter a whole number.")
    .min(0, "Enter 0 or more.")
    .max(max, `Enter at most ${max}.`);

const throttle = {
  UnreadOnly: z.boolean(),
  IntervalMinutes: count(10_080),
  MaxPerDay: count(10_000),
  MaxPerConversation: count(10_000),
};

export const settingsForm = z.object({
  oneOnOneMessages: three,
  oneOnOneReplies: three,
  oneOnOneReactions: three,
  groupMessages: three,
  groupReplies: three,
  groupReactions: three,
  memberEvents: z.boolean(),
  callEvents: z.boolean(),
  bypassPreferencesForMentions: z.boolean(),
  usePrivacyTemplate: three,
  emailUnreadOnly: throttle.UnreadOnly,
  emailIntervalMinutes: throttle.IntervalMinutes,
  emailMaxPerDay: throttle.MaxPerDay,
  emailMaxPerConversation: throttle.MaxPerConversation,
  smsUnreadOnly: throttle.UnreadOnly,
  smsIntervalMinutes: throttle.IntervalMinutes,
  smsMaxPerDay: throttle.MaxPerDay,
  smsMaxPerConversation: throttle.MaxPerConversation,
});
export type SettingsForm = z.infer<typeof settingsForm>;

const MEMBER = ["Left", "Added", "Joined", "Kicked", "Banned", "Unbanned", "ScopeChanged"] as const;
const CALL = ["initiated", "ongoing", "cancelled", "busy", "rejected", "unanswered", "ended"] as const;

type Prefs = {
  group: Record<string, number | boolean>;
  oneOnOne: Record<string, number | boolean>;
  call: Record<string, number | boolean>;
  bypassPreferencesForMentions: boolean;
  email: {
    notifyForUnreadOnly: boolean;
    intervalInSeconds: number;
    maxPerDay: number;
    maxPerDayPerConversation: number;
  };
  sms: {
    notifyForUnreadOnly: boolean;
    intervalInSeconds: number;
    maxPerDay: number;
    maxPerDayPerConversation: number;
  };
};

const asThree = (v: unknown) => (v === 1 || v === 3 ? v : 2) as 1 | 2 | 3;

/** The form's values from the service's settings. */
export function toSettingsForm(s: {
  preferences: Prefs;
  templates: { usePrivacyTemplate: number };
}): SettingsForm {
  const p = s.preferences;
  return {
    oneOnOneMessages: asThree(p.oneOnOne.messagesSetting),
    oneOnOneReplies: asThree(p.oneOnOne.repliesSetting),
    oneOnOneReactions: asThree(p.oneOnOne.reactionsSetting),
    groupMessages: asThree(p.group.messagesSetting),
    groupReplies: asThree(p.group.repliesSetting),
    groupReactions: asThree(p.group.reactionsSetting),
    memberEvents: MEMBER.every((e) => p.group[`member${e}Setting`] === 2),
    callEvents: CALL.every((e) => p.call[`${e}Setting`] === 2),
    bypassPreferencesForMentions: p.bypassPreferencesForMentions,
    usePrivacyTemplate: asThree(s.templates.usePrivacyTemplate),
    emailUnreadOnly: p.email.notifyForUnreadOnly,
    emailIntervalMinutes: Math.round(p.email.intervalInSeconds / 60),
    emailMaxPerDay: p.email.maxPerDay,
    emailMaxPerConversation: p.email.maxPerDayPerConversation,
    smsUnreadOnly: p.sms.notifyForUnreadOnly,
    smsIntervalMinutes: Math.round(p.sms.intervalInSeconds / 60),
    smsMaxPerDay: p.sms.maxPerDay,
    smsMaxPerConversation: p.sms.maxPerDayPerConversation,
  };
}

/** What the service is sent for the form's values (only the options the form shows). */
export function toSettingsPatch(f: SettingsForm): NotificationSettingsPatch {
  const onOff = (on: boolean) => (on ? 2 : 1);
  return {
    preferences: {
      oneOnOne: {
        messagesSetting: f.oneOnOneMessages,
        repliesSetting: f.oneOnOneReplies,
        reactionsSetting: f.oneOnOneReactions,
      },
      group: {
        messagesSetting: f.groupMessages,
        repliesSetting: f.groupReplies,
        reactionsSetting: f.groupReactions,
        ...Object.fromEntries(MEMBER.map((e) => [`member${e}Setting`, onOff(f.memberEvents)])),
      },
      call: Object.fromEntries(CALL.map((e) => [`${e}Setting`, onOff(f.callEvents)])),
      bypassPreferencesForMentions: f.bypassPreferencesForMentions,
      email: {
        notifyForUnreadOnly: f.emailUnreadOnly,
        intervalInSeconds: f.emailIntervalMinutes * 60,
        maxPerDay: f.emailMaxPerDay,
        maxPerDayPerConversation: f.emailMaxPerConversation,
      },
      sms: {
        notifyForUnreadOnly: f.smsUnreadOnly,
        intervalInSeconds: f.smsIntervalMinutes * 60,
        maxPerDay: f.smsMaxPerDay,
        maxPerDayPerConversation: f.smsMaxPerConversation,
      },
    },
    templates: { usePrivacyTemplate: f.usePrivacyTemplate },
  };
}
