import { describe, expect, it } from "vitest";
import { notificationSettingsPatch } from "@/lib/schemas/notification-settings";
import { fillTemplate } from "@/lib/shared/notification-template";
import { settingsForm, toSettingsForm, toSettingsPatch } from "./schema";

const throttle = {
  notifyForUnreadOnly: true,
  intervalInSeconds: 7200,
  maxPerDay: 20,
  maxPerDayPerConversation: 2,
};
const MEMBER = ["Left", "Added", "Joined", "Kicked", "Banned", "Unbanned", "ScopeChanged"];
const CALL = ["initiated", "ongoing", "cancelled", "busy", "rejected", "unanswered", "ended"];
const stored = {
  preferences: {
    oneOnOne: { messagesSetting: 2, repliesSetting: 3, reactionsSetting: 1 },
    group: {
      messagesSetting: 3,
      repliesSetting: 2,
      reactionsSetting: 3,
      ...Object.fromEntries(MEMBER.map((e) => [`member${e}Setting`, 1])),
    } as Record<string, number>,
    call: Object.fromEntries(CALL.map((e) => [`${e}Setting`, 2])),
    bypassPreferencesForMentions: true,
    email: throttle,
    sms: { ...throttle, notifyForUnreadOnly: false, intervalInSeconds: 600 },
  },
  templates: { usePrivacyTemplate: 3 },
};

describe("the notification settings form", () => {
  it("reads the service's settings and writes back what it shows, in the service's terms", () => {
    const form = toSettingsForm(stored);
    expect(form).toMatchObject({
      oneOnOneReplies: 3,
      oneOnOneReactions: 1,
      groupMessages: 3,
      memberEvents: false,
      callEvents: true,
      smsIntervalMinutes: 10,
      smsUnreadOnly: false,
      usePrivacyTemplate: 3,
    });
    expect(settingsForm.parse(form)).toEqual(form);
    const patch = toSettingsPatch(form);
    // What is sent is what the service takes.
    expect(notificationSettingsPatch.parse(patch)).toEqual(patch);
    expect(patch.preferences?.oneOnOne).toEqual(stored.preferences.oneOnOne);
    expect(patch.preferences?.group).toEqual(stored.preferences.group);
    expect(patch.preferences?.call).toEqual(stored.preferences.call);
    expect(patch.preferences?.sms).toEqual(stored.preferences.sms);
    expect(toSettingsForm({ ...stored, ...patch } as typeof stored)).toEqual(form);
  });

  it("calls member events on only when every one of them notifies", () => {
    const one = structuredClone(stored);
    for (const e of MEMBER) one.preferences.group[`member${e}Setting`] = 2;
    expect(toSettingsForm(one).memberEvents).toBe(true);
    one.preferences.group.memberKickedSetting = 1;
    expect(toSettingsForm(one).memberEvents).toBe(false);
  });

  it("refuses a throttle out of range", () => {
    const form = toSettingsForm(stored);
    expect(settingsForm.safeParse({ ...form, emailMaxPerDay: -1 }).success).toBe(false);
    expect(settingsForm.safeParse({ ...form, smsIntervalMinutes: 1.5 }).success).toBe(false);
    expect(settingsForm.safeParse({ ...form, groupMessages: 4 }).success).toBe(false);
  });

  it("fills a template's placeholders and leaves unknown ones empty", () => {
    expect(fillTemplate("{{a.b}} @ {{ c }}: {{d}}", { "a.b": "Ana", c: "Team" })).toBe("Ana @ Team: ");
  });
});
