import { describe, expect, it } from "vitest";
import {
  contactDetailsEnvelope,
  mutedEnvelope,
  pushTokensEnvelope,
  timezoneEnvelope,
  userPreferencesEnvelope,
  userPreferencesResetEnvelope,
} from "../../lib/schemas/notification-preferences";
import { expectError, okData } from "./answers";

import { addUsers } from "./fixtures";
import { makeSandbox, type Sandbox } from "./harness";

const PREFS = "/notifications/v1/preferences";
const stored = (s: Sandbox) => ({
  users: s.db.prepare("SELECT * FROM notification_users ORDER BY uid").all(),
  mutes: s.db.prepare("SELECT * FROM notification_mutes ORDER BY uid, conversation_id").all(),
  tokens: s.db.prepare("SELECT * FROM push_tokens ORDER BY push_token").all(),
});

function setup() {
  const s = makeSandbox();
  addUsers(s, "alice", "bob");
  return s;
}

describe("a user's notification preferences (published /notifications/v1/preferences?uid=)", () => {
  it("answers the app's preferences until the user chooses, then their choice where the app allows it", async () => {
    const s = setup();
    const first = userPreferencesEnvelope.parse((await s.chat("GET", `${PREFS}?uid=alice`)).json);
    expect(first.data.preferences.group).toMatchObject({ messagesSetting: 2, memberJoinedSetting: 1 });
    expect(first.data.templates?.usePrivacyTemplate).toBe(3);

    // The app lets users choose group messages, not one-on-one replies.
    await s.chat("PATCH", "/notifications/v1/settings", {
      body: { preferences: { oneOnOne: { repliesOverride: false } } },
    });
    const patched = await s.chat("PATCH", `${PREFS}?uid=alice`, {
      body: {
        groupPreferences: { groupMessages: 3, groupMemberJoined: 2 },
        oneOnOnePreferences: { oneOnOneReplies: 1 },
        mutePreferences: { dnd: 2, schedule: { sunday: { from: 900, to: 1700, dnd: false } } },
        usePrivacyTemplate: true,
      },
    });
    const data = okData(patched, userPreferencesEnvelope);
    expect(data.preferences.group).toMatchObject({ messagesSetting: 3, memberJoinedSetting: 2 });
    expect(data.preferences.oneOnOne).toMatchObject({ repliesSetting: 2 });
    expect(data.preferences.mute).toMatchObject({
      dndPreferenceSetting: 2,
      schedulePreferenceSetting: {
        sunday: { from: 900, to: 1700, dnd: false },
        monday: { from: 0, to: 2359 },
      },
    });
    // The answer keeps to the published example: the user's group, one-on-one and mute preferences.
    expect(Object.keys(data.preferences).sort()).toEqual(["group", "mute", "oneOnOne"]);
    expect(data.templates?.usePrivacyTemplate).toBe(3);
    // Bob is untouched.
    const bob = userPreferencesEnvelope.parse((await s.chat("GET", `${PREFS}?uid=bob`)).json);
    expect(bob.data.preferences.group.messagesSetting).toBe(2);

    const reset = await s.chat("DELETE", `${PREFS}?uid=alice`);
    expect(userPreferencesResetEnvelope.parse(reset.json).data).toMatchObject({
      groupPreferences: { groupMessages: 2, groupMemberJoined: 1 },
      oneOnOnePreferences: { oneOnOneMessages: 2 },
      mutePreferences: { dnd: 1 },
      usePrivacyTemplate: false,
    });
    const after = userPreferencesEnvelope.parse((await s.chat("GET", `${PREFS}?uid=alice`)).json);
    expect(after.data.preferences.group.messagesSetting).toBe(2);
  });

  it("refuses a missing or unknown uid and values outside the published ranges, changing nothing", async () => {
    const s = setup();
    const before = stored(s);
    expectError(await s.chat("GET", PREFS), 400, "ERR_BAD_REQUEST");
    expectError(await s.chat("GET", `${PREFS}?uid=ghost`), 404, "ERR_UID_NOT_FOUND");
    for (const body of [
      { groupPreferences: { groupMessages: 4 } },
      { groupPreferences: { groupMemberLeft: 3 } },
      { oneOnOnePreferences: { oneOnOneMessages: "2" } },
      { mutePreferences: { schedule: { monday: { from: 2400 } } } },
      { mutePreferences: { dnd: 0 } },
      { usePrivacyTemplate: "yes" },
      { unknown: 1 },
    ]) {
      expectError(await s.chat("PATCH", `${PREFS}?uid=alice`, { body }), 400, "ERR_BAD_REQUEST");
    }
    expectError(await s.chat("PATCH", `${PREFS}?uid=ghost`, { body: {} }), 404, "ERR_UID_NOT_FOUND");
    expect(stored(s)).toEqual(before);
  });
});

describe("mutes and timezone", () => {
  it("mutes conversations until a time or until unmuted; ended mutes are not listed", async () => {
    const s = setup();
    const until = s.deps.now() + 60_000;
    const put = await s.chat("PUT", `${PREFS}/mute?uid=alice`, {
      body: {
        conversations: [
          { id: "bob", type: "oneOnOne", until },
          { id: "team", type: "group" },
        ],
      },
    });
    expect([put.status, put.json]).toEqual([200, { data: { success: true } }]);
    const list = async () =>
      mutedEnvelope.parse((await s.chat("GET", `${PREFS}/mute?uid=alice`)).json).data.mutedConversations;
    expect(await list()).toEqual([
      { id: "team", type: "group" },
      { id: "bob", type: "oneOnOne", until },
    ]);
    s.advance(60_001);
    expect(await list()).toEqual([{ id: "team", type: "group" }]);
    const del = await s.chat("DELETE", `${PREFS}/mute?uid=alice`, {
      body: { conversations: [{ id: "team", type: "group" }] },
    });
    expect(del.status).toBe(200);
    expect(await list()).toEqual([]);
  });

  it("refuses a mute in the past, an unknown type or an empty list, changing nothing", async () => {
    const s = setup();
    const before = stored(s);
    for (const conversations of [
      [{ id: "bob", type: "oneOnOne", until: s.deps.now() - 1 }],
      [{ id: "bob", type: "user" }],
      [],
      "bob",
    ]) {
      expectError(
        await s.chat("PUT", `${PREFS}/mute?uid=alice`, { body: { conversations } }),
        400,
        "ERR_BAD_REQUEST",
      );
    }
    expectError(await s.chat("DELETE", `${PREFS}/mute?uid=alice`, { body: {} }), 400, "ERR_BAD_REQUEST");
    expect(stored(s)).toEqual(before);
  });

  it("keeps a timezone per user (UTC until set) and refuses names that are not timezones", async () => {
    const s = setup();
    const get = async () =>
      timezoneEnvelope.parse((await s.chat("GET", `${PREFS}/timezone?uid=alice`)).json).data.timezone;
    expect(await get()).toBe("UTC");
    const set = await s.chat("PATCH", `${PREFS}/timezone?uid=alice`, { body: { timezone: "Asia/Tokyo" } });
    expect(set.json).toEqual({ data: { timezone: "Asia/Tokyo" } });
    expect(await get()).toBe("Asia/Tokyo");
    expectError(
      await s.chat("PATCH", `${PREFS}/timezone?uid=alice`, { body: { timezone: "Mars/Olympus" } }),
      400,
      "ERR_BAD_REQUEST",
    );
    expect(await get()).toBe("Asia/Tokyo");
  });
});

describe("contact details (onBehalfOf)", () => {
  it("keeps an email address and a phone number, changes either and forgets both", async () => {
    const s = setup();
    const get = async () =>
      contactDetailsEnvelope.parse(
        (await s.chat("GET", "/notifications/v1/contact-details", { onBehalfOf: "alice" })).json,
      ).data;
    expect(await get()).toEqual({});
    await s.chat("PATCH", "/notifications/v1/contact-details", {
      onBehalfOf: "alice",
      body: { email: "alice@acme.test", phno: "+14155550100" },
    });
    const changed = await s.chat("PATCH", "/notifications/v1/contact-details", {
      onBehalfOf: "alice",
      body: { phno: "+919591128691" },
    });
    expect(changed.json).toEqual({ data: { email: "alice@acme.test", phno: "+919591128691" } });
    const del = await s.chat("DELETE", "/notifications/v1/contact-details", { onBehalfOf: "alice" });
    expect(del.json).toEqual({ data: { success: true } });
    expect(await get()).toEqual({});
  });

  it("needs onBehalfOf and refuses a malformed address or number", async () => {
    const s = setup();
    const before = stored(s);
    expectError(await s.chat("GET", "/notifications/v1/contact-details"), 400, "ERR_BAD_REQUEST");
    expectError(
      await s.chat("GET", "/notifications/v1/contact-details", { onBehalfOf: "ghost" }),
      404,
      "ERR_UID_NOT_FOUND",
    );
    for (const body of [{ email: "nope" }, { phno: "4155550100" }, {}, { email: "a@b.co", x: 1 }]) {
      expectError(
        await s.chat("PATCH", "/notifications/v1/contact-details", { onBehalfOf: "alice", body }),
        400,
        "ERR_BAD_REQUEST",
      );
    }
    expect(stored(s)).toEqual(before);
  });
});

describe("push tokens (by auth token)", () => {
  async function tokenOf(s: Sandbox, uid: string) {
    return (await s.chat("POST", `/users/${uid}/auth_tokens`, { body: { force: true } })).json.data
      .authToken as string;
  }

  it("registers FCM, APNs and VoIP tokens, lists them per session or all, and unregisters them", async () => {
    const s = setup();
    const phone = await tokenOf(s, "alice");
    const laptop = await tokenOf(s, "alice");
    const reg = (body: Record<string, unknown>) => s.chat("POST", "/notifications/push/v1/tokens", { body });
    expect(
      (await reg({ authToken: phone, platform: "fcm_android", fcmToken: "fcm-1", providerId: "fcm-main" }))
        .json,
    ).toEqual({ data: { success: true } });
    await reg({ authToken: phone, platform: "apns_ios_voip", voipToken: "voip-1", timezone: "Europe/Paris" });
    await reg({ authToken: laptop, platform: "apns_ios_device", deviceToken: "apns-1" });

    const list = async (authToken: string, all = false) =>
      pushTokensEnvelope.parse(
        (await s.chat("GET", `/notifications/push/v1/tokens?authToken=${authToken}${all ? "&all=true" : ""}`))
          .json,
      ).data.pushTokens;
    expect((await list(phone)).map((t) => [t.pushToken, t.pushTokenType, t.uid])).toEqual([
      ["fcm-1", "chat", "alice"],
      ["voip-1", "voip", "alice"],
    ]);
    expect((await list(phone, true)).map((t) => t.pushToken).sort()).toEqual(["apns-1", "fcm-1", "voip-1"]);
    const tz = await s.chat("GET", `${PREFS}/timezone?uid=alice`);
    expect(tz.json.data.timezone).toBe("Europe/Paris");

    const one = await s.chat("DELETE", "/notifications/push/v1/tokens/apns-1", {
      body: { authToken: phone },
    });
    expect(pushTokensEnvelope.parse(one.json).data.pushTokens.map((t) => t.pushToken)).toEqual(["apns-1"]);
    const session = await s.chat("DELETE", "/notifications/push/v1/tokens", { body: { authToken: phone } });
    expect(pushTokensEnvelope.parse(session.json).data.pushTokens).toHaveLength(2);
    expect(await list(laptop, true)).toEqual([]);
  });

  it("refuses an unknown auth token, a token without its platform's field and an unknown token", async () => {
    const s = setup();
    const auth = await tokenOf(s, "alice");
    const before = stored(s);
    const reg = (body: Record<string, unknown>) => s.chat("POST", "/notifications/push/v1/tokens", { body });
    expectError(
      await reg({ authToken: "nope", platform: "fcm_web", fcmToken: "x" }),
      404,
      "ERR_AUTH_TOKEN_NOT_FOUND",
    );
    expectError(
      await reg({ authToken: auth, platform: "fcm_web", deviceToken: "x" }),
      400,
      "ERR_BAD_REQUEST",
    );
    expectError(await reg({ authToken: auth, platform: "windows", fcmToken: "x" }), 400, "ERR_BAD_REQUEST");
    expectError(await reg({ authToken: auth, platform: "fcm_web", fcmToken: "" }), 400, "ERR_BAD_REQUEST");
    expectError(await s.chat("GET", "/notifications/push/v1/tokens"), 400, "ERR_BAD_REQUEST");
    expectError(
      await s.chat("DELETE", "/notifications/push/v1/tokens/none", { body: { authToken: auth } }),
      404,
      "ERR_PUSH_TOKEN_NOT_FOUND",
    );
    expect(stored(s)).toEqual(before);
  });
});
