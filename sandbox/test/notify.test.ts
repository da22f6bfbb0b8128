import { afterEach, describe, expect, it, vi } from "vitest";
import { type NotificationLog, notificationLogsEnvelope } from "../../lib/schemas/notification-logs";
import { createNotificationPostWorker } from "../src/delivery/notification-posts";
import type { Resolve } from "../src/delivery/target";
import { expectError, okBody } from "./answers";
import { sendText } from "./chat-helpers";
import { addGroup, addUsers } from "./fixtures";
import { makeSandbox, type Sandbox } from "./harness";
import { serviceAccount } from "./notification-fixtures";
import { startReceiver } from "./webhook-receiver";

const LOGS = "/notifications/v1/logs";
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function logs(s: Sandbox, query = "") {
  const res = await s.chat("GET", `${LOGS}${query}`);
  return okBody(res, notificationLogsEnvelope);
}
const outcomes = (entries: NotificationLog[]) =>
  entries.map((e) => [
    e.member ?? e.receiver,
    e.channel,
    e.provider,
    e.reason ?? (e.success ? "sent" : "failed"),
  ]);

async function withProviders(opts: { customUrl?: string } = {}) {
  const s = makeSandbox();
  addUsers(s, "alice", "bob", "carol");
  await s.chat("POST", "/notifications/push/v1/providers/fcm", {
    body: { providerId: "fcm-main", serviceAccountCreds: serviceAccount() },
  });
  await s.chat("POST", "/notifications/sms/v1/providers/twilio", {
    body: {
      twilioAccountSID: "AC91e67951ff7e5e7be8122184e76ae0e6",
      twilioAuthToken: "71c2301435733997e83db7a3445bc572",
      twilioSenderPhoneNumber: "+13611364718",
    },
  });
  if (opts.customUrl) {
    await s.chat("POST", "/notifications/email/v1/providers/custom", {
      body: {
        isEnabled: true,
        webhookURL: opts.customUrl,
        useBasicAuth: true,
        basicAuthUsername: "hooks",
        basicAuthPassword: "s3cret-pass",
        useStoredEmailID: true,
      },
    });
  }
  const auth = (await s.chat("POST", "/users/alice/auth_tokens", { body: {} })).json.data.authToken;
  await s.chat("POST", "/notifications/push/v1/tokens", {
    body: { authToken: auth, platform: "fcm_android", fcmToken: "alice-phone" },
  });
  return s;
}

describe("the notification path: who is notified when a message is sent", () => {
  it("logs one entry per device and channel, with the content the app's templates make", async () => {
    const s = await withProviders();
    const id = await sendText(s, "bob", "alice", "Lunch at noon?");
    const { data, meta } = await logs(s);
    expect(outcomes(data).sort()).toEqual([
      ["alice", "push", "fcm", "sent"],
      ["alice", "sms", "twilio", "MISSING_PHNO"],
    ]);
    const push = data.find((e) => e.channel === "push") as NotificationLog;
    expect(push).toMatchObject({
      messageId: Number(id),
      trigger: "after_message",
      sender: "bob",
      receiver: "alice",
      receiverType: "user",
      tokenType: "fcm_android",
      pushToken: "alice-phone",
      providerId: "fcm-main",
      notificationTriggered: true,
      success: true,
    });
    // The app's default: default templates unless the user asks for privacy.
    expect(push.payload).toMatchObject({ notification: { title: "User bob", body: "Lunch at noon?" } });
    expect(push._id).toMatch(/^[0-9a-f]{24}$/);
    expect(meta).toEqual({ current: { limit: 20, count: 2 } });

    // With the privacy template the text stays out of the notification.
    await s.chat("PATCH", "/notifications/v1/preferences?uid=alice", { body: { usePrivacyTemplate: true } });
    await sendText(s, "bob", "alice", "The code is 4411");
    const [latest] = (await logs(s, "?channel=push")).data;
    expect(latest?.payload).toMatchObject({ notification: { title: "User bob", body: "New message" } });
    expect(JSON.stringify(latest?.payload)).not.toContain("4411");
  });

  it("holds back for mutes, do-not-disturb, the schedule and the user's message setting, saying why", async () => {
    const s = await withProviders();
    addGroup(s, "team", { alice: "participant", bob: "participant", carol: "participant" });
    const reasonFor = async () => (await logs(s, "?channel=push")).data[0]?.reason;

    await s.chat("PUT", "/notifications/v1/preferences/mute?uid=alice", {
      body: { conversations: [{ id: "bob", type: "oneOnOne" }] },
    });
    await sendText(s, "bob", "alice", "muted?");
    expect(await reasonFor()).toBe("MUTE_PREFERENCE");
    await s.chat("DELETE", "/notifications/v1/preferences/mute?uid=alice", {
      body: { conversations: [{ id: "bob", type: "oneOnOne" }] },
    });

    await s.chat("PATCH", "/notifications/v1/preferences?uid=alice", {
      body: { mutePreferences: { dnd: 2 } },
    });
    await sendText(s, "bob", "alice", "dnd?");
    expect(await reasonFor()).toBe("DND_PREFERENCE");
    await s.chat("PATCH", "/notifications/v1/preferences?uid=alice", {
      body: { mutePreferences: { dnd: 1 } },
    });

    // The harness clock is a Sunday, 12:00 UTC: 21:00 in Tokyo, outside 09:00–17:00 there.
    await s.chat("PATCH", "/notifications/v1/preferences/timezone?uid=alice", {
      body: { timezone: "Asia/Tokyo" },
    });
    await s.chat("PATCH", "/notifications/v1/preferences?uid=alice", {
      body: { mutePreferences: { schedule: { sunday: { from: 900, to: 1700, dnd: false } } } },
    });
    await sendText(s, "bob", "alice", "schedule?");
    expect(await reasonFor()).toBe("SCHEDULE_PREFERENCE");
    await s.chat("DELETE", "/notifications/v1/preferences?uid=alice");

    // Group messages only with a mention: a plain one is held back, a mention goes through.
    await s.chat("PATCH", "/notifications/v1/preferences?uid=alice", {
      body: { groupPreferences: { groupMessages: 3 } },
    });
    await sendText(s, "bob", "team", "hello all", true);
    expect(await reasonFor()).toBe("MESSAGES_PREFERENCE");
    await sendText(s, "bob", "team", "<@uid:alice> look", true);
    const [mention] = (await logs(s, "?channel=push&member=alice")).data;
    expect([mention?.member, mention?.receiver, mention?.notificationTriggered]).toEqual([
      "alice",
      "team",
      true,
    ]);
  });

  it("lets a mention through every preference when the app says so, skips VoIP devices, and honours the app's mute rules", async () => {
    const s = await withProviders();
    addGroup(s, "team", { alice: "participant", bob: "participant" });
    const auth = (await s.chat("POST", "/users/alice/auth_tokens", { body: { force: true } })).json.data
      .authToken;
    await s.chat("POST", "/notifications/push/v1/tokens", {
      body: { authToken: auth, platform: "apns_ios_voip", voipToken: "alice-voip" },
    });
    await s.chat("PATCH", "/notifications/v1/preferences?uid=alice", {
      body: { groupPreferences: { groupMessages: 1 } },
    });
    await s.chat("PATCH", "/notifications/v1/settings", {
      body: { preferences: { bypassPreferencesForMentions: true } },
    });
    await sendText(s, "bob", "team", "<@uid:ALICE> urgent", true);
    const pushes = (await logs(s, "?channel=push")).data;
    // One entry: the phone; the VoIP token wakes the device for calls only.
    expect(pushes.map((e) => [e.pushToken, e.notificationTriggered])).toEqual([["alice-phone", true]]);

    // The app does not let users mute one-on-one conversations: alice's mute does not count.
    await s.chat("PUT", "/notifications/v1/preferences/mute?uid=alice", {
      body: { conversations: [{ id: "bob", type: "oneOnOne" }] },
    });
    await s.chat("PATCH", "/notifications/v1/settings", {
      body: { preferences: { mute: { mutedOneOnOnesOverride: false } } },
    });
    await sendText(s, "bob", "alice", "not muted after all");
    expect((await logs(s, "?channel=push"))?.data[0]?.notificationTriggered).toBe(true);
  });

  it("reads a schedule over midnight as one stretch", async () => {
    const s = await withProviders();
    // 12:00 UTC on a Sunday: outside 22:00–06:00, inside 06:00–22:00 once the schedule is turned around.
    await s.chat("PATCH", "/notifications/v1/preferences?uid=alice", {
      body: { mutePreferences: { schedule: { sunday: { from: 2200, to: 600 } } } },
    });
    await sendText(s, "bob", "alice", "night only");
    expect((await logs(s, "?channel=push")).data[0]?.reason).toBe("SCHEDULE_PREFERENCE");
    await s.chat("PATCH", "/notifications/v1/preferences?uid=alice", {
      body: { mutePreferences: { schedule: { sunday: { from: 600, to: 2200 } } } },
    });
    await sendText(s, "bob", "alice", "day");
    expect((await logs(s, "?channel=push")).data[0]?.notificationTriggered).toBe(true);
  });

  it("never fails a message for its notifications: a broken stored timezone is logged and skipped", async () => {
    const s = await withProviders();
    s.db
      .prepare(
        "INSERT INTO notification_users (app_id, uid, timezone, updated_at) VALUES (?, 'alice', 'Nowhere/Else', 0)",
      )
      .run(s.app.id);
    const errors: unknown[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((...a) => void errors.push(a));
    const id = await sendText(s, "bob", "alice", "still delivered");
    spy.mockRestore();
    expect((await s.chat("GET", `/messages/${id}`)).status).toBe(200);
    expect((await logs(s)).data).toEqual([]);
    expect(String(errors[0])).toMatch(/was not notified/);
  });

  it("throttles SMS per conversation and per day, as the app's settings say", async () => {
    const s = await withProviders();
    await s.chat("PATCH", "/notifications/v1/contact-details", {
      onBehalfOf: "alice",
      body: { phno: "+14155550100" },
    });
    await s.chat("PATCH", "/notifications/v1/settings", {
      body: { preferences: { sms: { intervalInSeconds: 0, maxPerDayPerConversation: 2, maxPerDay: 3 } } },
    });
    for (const text of ["one", "two", "three"]) await sendText(s, "bob", "alice", text);
    await sendText(s, "carol", "alice", "four");
    await sendText(s, "carol", "alice", "five");
    const sms = (await logs(s, "?channel=sms")).data.reverse();
    expect(sms.map((e) => e.reason ?? "sent")).toEqual([
      "sent",
      "sent",
      "QUOTA_PREFERENCE",
      "sent",
      "QUOTA_PREFERENCE",
    ]);
    expect(sms[0]?.payload).toMatchObject({
      trigger: "sms-notification-payload-generated",
      data: { to: { uid: "alice", phno: "+14155550100" } },
    });
  });

  it("POSTs to a custom provider's URL with its basic auth, and logs the answer", async () => {
    const receiver = await startReceiver((n) => (n === 1 ? 200 : 500));
    closers.push(() => receiver.close());
    const s = await withProviders({ customUrl: receiver.url });
    await s.chat("PATCH", "/notifications/v1/contact-details", {
      onBehalfOf: "alice",
      body: { email: "a@acme.test" },
    });
    const worker = createNotificationPostWorker({ db: s.db, now: s.deps.now, log: () => {} });
    closers.push(() => worker.stop());

    await s.chat("PATCH", "/notifications/v1/settings", {
      body: { preferences: { email: { intervalInSeconds: 0 } } },
    });
    await sendText(s, "bob", "alice", "first");
    const pending = (await logs(s, "?channel=email")).data[0];
    expect([pending?.provider, pending?.notificationTriggered, pending?.success]).toEqual([
      "custom",
      true,
      undefined,
    ]);
    worker.kick();
    await worker.idle();
    expect(receiver.received).toHaveLength(1);
    const post = receiver.received[0];
    expect(post?.headers.authorization).toBe(`Basic ${Buffer.from("hooks:s3cret-pass").toString("base64")}`);
    expect(post?.json).toMatchObject({
      trigger: "email-notification-payload-generated",
      data: { to: { uid: "alice", email: "a@acme.test" }, subject: "New messages from User bob" },
      appId: s.app.id,
      webhook: "custom",
    });
    expect((await logs(s, "?channel=email&success=true")).data).toHaveLength(1);

    await sendText(s, "carol", "alice", "second");
    worker.kick();
    await worker.idle();
    expect((await logs(s, "?channel=email&success=false")).data.map((e) => e.sender)).toEqual(["carol"]);
    // Nothing is sent twice.
    worker.kick();
    await worker.idle();
    expect(receiver.received).toHaveLength(2);
  });
});

describe("custom provider URLs checked again when a POST is made", () => {
  async function pendingEmail(customUrl: string) {
    const s = await withProviders({ customUrl });
    await s.chat("PATCH", "/notifications/v1/contact-details", {
      onBehalfOf: "alice",
      body: { email: "a@acme.test" },
    });
    await s.chat("PATCH", "/notifications/v1/settings", {
      body: { preferences: { email: { intervalInSeconds: 0 } } },
    });
    await sendText(s, "bob", "alice", "hello");
    return s;
  }

  it("sends nothing when the host now resolves to a private address or the URL leads to the sandbox itself", async () => {
    const receiver = await startReceiver();
    closers.push(() => receiver.close());
    const logged: string[] = [];
    const run = async (s: Sandbox, opts: { ownPort?: number; resolve?: Resolve }) => {
      const worker = createNotificationPostWorker({
        db: s.db,
        now: s.deps.now,
        log: (m) => logged.push(m),
        ...opts,
      });
      worker.kick();
      await worker.idle();
      await worker.stop();
    };

    // Saved while the name led to this machine; it resolves to the metadata address when sent.
    const rebound = await pendingEmail(`http://localhost:${receiver.port}/hook`);
    await run(rebound, { resolve: async () => [{ address: "169.254.169.254" }] });
    // The port the sandbox listens on, reached by name.
    const itself = await pendingEmail(`http://localhost:${receiver.port}/hook`);
    await run(itself, { ownPort: receiver.port });
    // A row stored before URLs were checked: 0.0.0.0 reaches this machine.
    const unchecked = await pendingEmail(`http://localhost:${receiver.port}/hook`);
    unchecked.db
      .prepare("UPDATE notification_providers SET config = json_set(config, '$.webhookURL', ?)")
      .run(`http://0.0.0.0:${receiver.port}/hook`);
    await run(unchecked, {});

    expect(receiver.received).toEqual([]);
    for (const s of [rebound, itself, unchecked])
      expect((await logs(s, "?channel=email&success=false")).data).toHaveLength(1);
    expect(logged).toEqual([
      expect.stringMatching(
        /localhost points at a private, link-local or reserved address \(169\.254\.169\.254\)/,
      ),
      expect.stringMatching(/must not point at the sandbox itself/),
      expect.stringMatching(/private, link-local or reserved address \(0\.0\.0\.0\)/),
    ]);

    // The same URL, resolved as it is, is sent to.
    const fine = await pendingEmail(`http://localhost:${receiver.port}/hook`);
    await run(fine, {});
    expect(receiver.received).toHaveLength(1);
  });
});

describe("GET /notifications/v1/logs", () => {
  it("pages newest first, 20 at a time, forward with append and back with prepend", async () => {
    const s = await withProviders();
    for (let i = 0; i < 25; i++) await sendText(s, "bob", "alice", `m${i}`);
    const first = await logs(s, "?channel=push");
    expect(first.data).toHaveLength(20);
    expect(first.meta.previous).toBeUndefined();
    const next = first.meta.next;
    expect(next?.affix).toBe("append");
    const second = await logs(s, `?channel=push&affix=append&logId=${next?.logId}`);
    expect(second.data).toHaveLength(5);
    expect(second.meta.next).toBeUndefined();
    const ids = [...first.data, ...second.data].map((e) => e.messageId as number);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const back = await logs(s, `?channel=push&affix=prepend&logId=${second.data[0]?._id}`);
    expect(back.data.map((e) => e._id)).toEqual(first.data.map((e) => e._id));
    // Past the oldest entry the page is empty, and the way back starts from the entry asked from.
    const oldest = second.data.at(-1)?._id as string;
    const past = await logs(s, `?channel=push&affix=append&logId=${oldest}`);
    expect([past.data, past.meta.previous?.logId, past.meta.next]).toEqual([[], oldest, undefined]);
  });

  it("filters by what the published parameters name and refuses values they do not allow", async () => {
    const s = await withProviders();
    await sendText(s, "bob", "alice", "hi");
    await sendText(s, "carol", "alice", "hey");
    expect((await logs(s, "?sender=carol")).data.every((e) => e.sender === "carol")).toBe(true);
    expect((await logs(s, "?notificationTriggered=false")).data.map((e) => e.reason)).toEqual([
      "MISSING_PHNO",
      "MISSING_PHNO",
    ]);
    expect((await logs(s, "?reason=MISSING_EMAIL")).data).toEqual([]);
    expect((await logs(s, "?reason=MISSING_PHNO&sender=CAROL")).data.map((e) => e.sender)).toEqual(["carol"]);
    expect((await logs(s, "?messageType=text&receiverType=group")).data).toEqual([]);
    expect((await logs(s, "?messageCategory=message&messageType=text")).data).toHaveLength(4);
    expect((await logs(s, "?messageType=image")).data).toEqual([]);
    for (const q of ["?channel=fax", "?reason=BORED", "?from=yesterday", "?affix=sideways", "?logId=1"]) {
      expectError(await s.chat("GET", `${LOGS}${q}`), 400, "ERR_BAD_REQUEST");
    }
    expectError(
      await s.chat("GET", `${LOGS}?affix=append&logId=${"a".repeat(24)}`),
      404,
      "ERR_LOG_NOT_FOUND",
    );
  });
});
