import { describe, expect, it } from "vitest";
import { notificationSettingsEnvelope } from "../../lib/schemas/notification-settings";
import { expectError, okData } from "./answers";

import { makeSandbox, type Sandbox } from "./harness";

/** Every stored notification setting and provider, to show that a refused request changed nothing. */
const stored = (s: Sandbox) => ({
  settings: s.db.prepare("SELECT * FROM notification_settings ORDER BY app_id").all(),
  providers: s.db.prepare("SELECT * FROM notification_providers ORDER BY app_id, kind, provider_id").all(),
});

const PATH = "/notifications/v1/settings";

describe("notification settings (published /notifications/v1/settings)", () => {
  it("answers the defaults, as the published example shows them, until changed", async () => {
    const s = makeSandbox();
    const res = await s.chat("GET", PATH);
    const data = okData(res, notificationSettingsEnvelope);
    expect(data.preferences.group).toMatchObject({
      messagesSetting: 2,
      memberJoinedSetting: 1,
      memberJoinedOverride: true,
    });
    expect(data.preferences.call).toMatchObject({ initiatedSetting: 1, endedOverride: false });
    expect(data.preferences.email).toEqual({
      notifyForUnreadOnly: true,
      intervalInSeconds: 7200,
      maxPerDay: 20,
      maxPerDayPerConversation: 2,
    });
    expect(data.templates.usePrivacyTemplate).toBe(3);
    expect(data.templates.textMessageTemplatePrivacy).toMatchObject({ body: "New message" });
    expect(data.sound).toEqual({ chat: "default", call: "default" });
  });

  it("changes what a PATCH names and keeps the rest; a reset brings the defaults back", async () => {
    const s = makeSandbox();
    const patched = await s.chat("PATCH", PATH, {
      body: {
        preferences: {
          group: { messagesSetting: 3 },
          mute: { schedulePreferenceSetting: { sunday: { dnd: true } } },
          sms: { maxPerDay: 5 },
          push: { customJson: { a: 1 } },
        },
        templates: { usePrivacyTemplate: 2, textMessageTemplatePrivacy: { body: "Psst" } },
        sound: { chat: "ping.caf" },
      },
    });
    expect([patched.status, patched.json]).toEqual([200, { data: { success: true } }]);
    await s.chat("PATCH", PATH, { body: { preferences: { push: { customJson: { b: 2 } } } } });
    const { data } = notificationSettingsEnvelope.parse((await s.chat("GET", PATH)).json);
    expect(data.preferences.group).toMatchObject({ messagesSetting: 3, repliesSetting: 2 });
    expect(data.preferences.mute.schedulePreferenceSetting).toMatchObject({
      sunday: { from: 0, to: 2359, dnd: true },
      monday: { dnd: false },
    });
    expect(data.preferences.sms).toMatchObject({ maxPerDay: 5, intervalInSeconds: 7200 });
    expect(data.preferences.push.customJson).toEqual({ b: 2 });
    expect(data.templates).toMatchObject({
      usePrivacyTemplate: 2,
      textMessageTemplatePrivacy: {
        body: "Psst",
        titleOneOnOne: "{{message.data.entities.sender.entity.name}}",
      },
    });
    expect(data.sound).toEqual({ chat: "ping.caf", call: "default" });

    expect((await s.chat("DELETE", PATH)).json).toEqual({ data: { success: true } });
    const reset = notificationSettingsEnvelope.parse((await s.chat("GET", PATH)).json).data;
    expect(reset.preferences.group.messagesSetting).toBe(2);
    expect(reset.templates.usePrivacyTemplate).toBe(3);
  });

  it("refuses values outside the published ranges and unknown fields, changing nothing", async () => {
    const s = makeSandbox();
    await s.chat("PATCH", PATH, { body: { preferences: { sms: { maxPerDay: 9 } } } });
    const before = stored(s);
    const cases: [unknown, string][] = [
      [{ preferences: { group: { messagesSetting: 4 } } }, "preferences.group.messagesSetting"],
      [{ preferences: { call: { busySetting: 3 } } }, "preferences.call.busySetting"],
      [
        { preferences: { mute: { schedulePreferenceSetting: { monday: { from: 2400 } } } } },
        "preferences.mute.schedulePreferenceSetting.monday.from",
      ],
      [
        { preferences: { mute: { schedulePreferenceSetting: { monday: { to: 1261 } } } } },
        "preferences.mute.schedulePreferenceSetting.monday.to",
      ],
      [{ preferences: { email: { maxPerDay: -1 } } }, "preferences.email.maxPerDay"],
      [{ preferences: { push: { customJson: [] } } }, "preferences.push.customJson"],
      [{ templates: { usePrivacyTemplate: 0 } }, "templates.usePrivacyTemplate"],
      [{ templates: { madeUpTemplateDefault: { body: "x" } } }, "templates"],
      [{ sound: { chat: 5 } }, "sound.chat"],
      [{ colour: "red" }, "body"],
    ];
    for (const [body, field] of cases) {
      const err = expectError(await s.chat("PATCH", PATH, { body }), 400, "ERR_BAD_REQUEST");
      expect(Object.keys(err.details ?? {}).join(","), JSON.stringify(err)).toContain(field);
    }
    expect(stored(s)).toEqual(before);
  });
});
