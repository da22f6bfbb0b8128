import { fillTemplate } from "../../../lib/notification-template";
import type { NotificationReason } from "../../../lib/schemas/notification-logs";
import type { Deps } from "../deps";
import type { AppRow } from "./apps";
import type { messageView } from "./messages";
import { type Config, providers } from "./notification-providers";
import { isObject, type Json, notificationSettings } from "./notification-settings";
import {
  type ConversationKind,
  effectivePreferences,
  isMuted,
  type NotificationUser,
  notificationUser,
  privacyTemplates,
} from "./notification-users";
import { APP_SYSTEM } from "./users";

// When a message is sent, who would be notified, on which channel and with what: the app's settings, each
// recipient's preferences, mutes, schedule and the email/SMS throttles decide, and every decision is written
// to the notification log as the hosted service's logs show it. FCM, APNs, Twilio and SendGrid are not
// called (the entry says what would have been sent); a custom provider's URL gets a real POST, sent by the
// notification worker after the transaction commits.

type Message = ReturnType<typeof messageView>;
type NotifyDeps = Pick<Deps, "db" | "now">;
type Channel = "push" | "email" | "sms";
const DAY_MS = 86_400_000;
const WEEK = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
const MEDIA = new Set(["image", "audio", "video", "file"]);

/** Log ids read like the hosted service's, 24 hex digits with the time first; the row's number makes them unique. */
function newLogId(deps: NotifyDeps, nowMs: number) {
  const last = deps.db.prepare("SELECT seq FROM sqlite_sequence WHERE name = 'notification_logs'").get() as
    | { seq: number }
    | undefined;
  const time = Math.floor(nowMs / 1000)
    .toString(16)
    .padStart(8, "0");
  return time + ((last?.seq ?? 0) + 1).toString(16).padStart(16, "0");
}

interface Recipient {
  uid: string;
  name: string;
  user: NotificationUser;
}

/** Writes the log entries for a sent message; returns how many custom-provider POSTs it queued. */
export function notifyMessage(
  deps: NotifyDeps,
  app: Pick<AppRow, "id" | "region">,
  message: Message,
): number {
  if (message.sender === APP_SYSTEM || (message.category !== "message" && message.category !== "custom"))
    return 0;
  const channels = configuredChannels(deps, app.id);
  if (!channels.push && !channels.email && !channels.sms) return 0;
  const settings = notificationSettings(deps, app);
  const kind: ConversationKind = message.receiverType === "group" ? "group" : "oneOnOne";
  const recipients = recipientsOf(deps, app.id, message);
  const sentAtMs = Number(message.sentAt) * 1000;
  const now = deps.now();
  let posts = 0;
  for (const r of recipients) {
    const prefs = effectivePreferences(settings.preferences as never, r.user.preferences);
    const reason = preferenceReason(deps, app.id, message, kind, r, prefs, now);
    const privacy = privacyTemplates(
      Number((settings.templates as Json).usePrivacyTemplate),
      r.user.preferences,
    );
    const content = pushContent(settings.templates as Json, message, kind, privacy);
    const base = {
      component: "notifications-core",
      messageId: Number(message.id),
      trigger: "after_message",
      messageSentAtMS: sentAtMs,
      sender: message.sender,
      receiver: message.receiver,
      receiverType: message.receiverType,
      ...(kind === "group" ? { member: r.uid } : {}),
    };
    const write = (entry: LogEntry, post?: { url: string; body: Json }) => {
      insertLog(deps, app.id, message, r.uid, { ...base, ...entry }, now, post);
      if (post) posts += 1;
    };
    const customData = {
      title: content.title,
      body: content.body,
      tag: String(message.id),
      sender: message.sender,
      senderName: senderName(message),
      receiver: message.receiver,
      receiverName: receiverName(message),
      receiverType: message.receiverType,
      conversationId: message.conversationId,
      type: "chat",
      sessionId: null,
      callAction: null,
      callType: null,
      sentAt: null,
    };

    // Push: each of the user's devices through its platform's provider, and the custom provider once.
    if (channels.push) {
      for (const token of pushTokens(deps, app.id, r.uid)) {
        const platform = token.platform.startsWith("fcm_") ? "fcm" : "apns";
        const list = platform === "fcm" ? channels.fcm : channels.apns;
        const provider = token.provider_id
          ? list.find((p) => p.id === token.provider_id)
          : (list.find((p) => p.isDefault) ?? list[0]);
        const tokenFields = { tokenType: token.platform, pushToken: token.push_token };
        if (!provider) {
          write({
            channel: "push",
            provider: platform,
            providerId: token.provider_id ?? undefined,
            ...tokenFields,
            payload: { payload: customData },
            notificationTriggered: false,
            reason: "INVALID_PUSH_PROVIDER_ID",
          });
          continue;
        }
        const payload =
          platform === "fcm"
            ? { data: customData, notification: { title: content.title, body: content.body }, type: "fcm" }
            : apnsPayload(provider.config, customData, content, sentAtMs);
        write({
          channel: "push",
          provider: platform,
          providerId: provider.id,
          ...tokenFields,
          payload,
          ...outcome(reason),
        });
      }
      if (channels.pushCustom) {
        const body = {
          trigger: "push-notification-payload-generated",
          data: { to: { uid: r.uid }, ...customData },
        };
        write(
          { channel: "push", provider: "custom", payload: body, ...outcome(reason) },
          reason ? undefined : { url: String(channels.pushCustom.webhookURL), body: envelope(app, body) },
        );
      }
    }

    for (const channel of ["email", "sms"] as const) {
      const provider = channels[channel];
      if (!provider) continue;
      const address = channel === "email" ? r.user.email : r.user.phno;
      const needsAddress =
        provider.kind !== "custom" ||
        provider.config[channel === "email" ? "useStoredEmailID" : "useStoredPhNo"];
      const throttle = (prefs as Json)[channel] as Json;
      const why: NotificationReason | undefined =
        reason ??
        (needsAddress && !address ? (channel === "email" ? "MISSING_EMAIL" : "MISSING_PHNO") : undefined) ??
        quotaReason(deps, app.id, r.uid, channel, message.conversationId, throttle, now);
      const to = {
        uid: r.uid,
        name: r.name,
        ...(address ? { [channel === "email" ? "email" : "phno"]: address } : {}),
      };
      const payload = channelPayload(channel, settings.templates as Json, message, kind, privacy, to);
      write(
        {
          channel,
          provider: provider.kind === "custom" ? "custom" : provider.kind,
          payload,
          ...outcome(why),
        },
        provider.kind === "custom" && !why
          ? { url: String(provider.config.webhookURL), body: envelope(app, payload) }
          : undefined,
      );
    }
  }
  return posts;
}

interface LogEntry {
  channel: Channel;
  provider?: string;
  providerId?: string;
  tokenType?: string;
  pushToken?: string;
  payload: Json;
  notificationTriggered: boolean;
  reason?: NotificationReason;
  success?: boolean;
}

/** A decision not to notify has a reason; a notification sent to a provider the sandbox does not call succeeded. */
const outcome = (reason: NotificationReason | undefined) =>
  reason ? { notificationTriggered: false, reason } : { notificationTriggered: true, success: true };

const envelope = (app: Pick<AppRow, "id" | "region">, body: Json) => ({
  ...body,
  appId: app.id,
  region: app.region,
  webhook: "custom",
});

function insertLog(
  deps: NotifyDeps,
  appId: string,
  message: Message,
  recipient: string,
  entry: Json,
  nowMs: number,
  post?: { url: string; body: Json },
) {
  const logId = newLogId(deps, nowMs);
  const full = {
    _id: logId,
    processingStartedAtMS: nowMs,
    processingEndedAtMS: nowMs,
    totalProcessingTimeInMS: 0,
    ...entry,
    // A custom provider's outcome is known once its URL has answered.
    ...(post ? { success: undefined } : {}),
  };
  deps.db
    .prepare(
      `INSERT INTO notification_logs (app_id, log_id, channel, provider, message_id, trigger, sender, receiver,
         receiver_type, recipient, conversation_id, message_sent_at, triggered, reason, success, entry, post_url,
         post_body, post_state, next_attempt_at, created_at)
       VALUES (?, ?, ?, ?, ?, 'after_message', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      appId,
      logId,
      entry.channel as string,
      (entry.provider as string | undefined) ?? null,
      Number(message.id),
      message.sender,
      message.receiver,
      message.receiverType,
      recipient,
      message.conversationId,
      Number(message.sentAt) * 1000,
      entry.notificationTriggered ? 1 : 0,
      (entry.reason as string | undefined) ?? null,
      post || entry.success === undefined ? null : entry.success ? 1 : 0,
      JSON.stringify(full),
      post?.url ?? null,
      post ? JSON.stringify(post.body) : null,
      post ? "pending" : null,
      post ? nowMs : null,
      nowMs,
    );
}

function configuredChannels(deps: NotifyDeps, appId: string) {
  const enabled = (kind: Parameters<typeof providers>[2]) =>
    providers(deps.db, appId, kind).find((p) => p.config.isEnabled !== false);
  const fcm = providers(deps.db, appId, "fcm");
  const apns = providers(deps.db, appId, "apns");
  const pushCustom = enabled("push-custom")?.config;
  const single = (custom: "email-custom" | "sms-custom", builtIn: "sendgrid" | "twilio") => {
    const c = enabled(custom);
    if (c) return { kind: "custom" as const, config: c.config };
    const b = enabled(builtIn);
    return b ? { kind: builtIn, config: b.config } : undefined;
  };
  const email = single("email-custom", "sendgrid");
  const sms = single("sms-custom", "twilio");
  return {
    push: fcm.length > 0 || apns.length > 0 || pushCustom !== undefined,
    fcm,
    apns,
    pushCustom,
    email,
    sms,
  };
}

function recipientsOf(deps: NotifyDeps, appId: string, message: Message): Recipient[] {
  const uids =
    message.receiverType === "group"
      ? (
          deps.db
            .prepare("SELECT uid FROM group_members WHERE app_id = ? AND guid = ? AND uid <> ? ORDER BY uid")
            .all(appId, message.receiver, message.sender) as { uid: string }[]
        ).map((m) => m.uid)
      : [message.receiver];
  return uids.flatMap((uid) => {
    const row = deps.db
      .prepare("SELECT name FROM users WHERE app_id = ? AND uid = ? AND deactivated_at = 0")
      .get(appId, uid) as { name: string } | undefined;
    return row ? [{ uid, name: row.name, user: notificationUser(deps.db, appId, uid) }] : [];
  });
}

function pushTokens(deps: NotifyDeps, appId: string, uid: string) {
  return deps.db
    .prepare(
      "SELECT push_token, platform, provider_id FROM push_tokens WHERE app_id = ? AND uid = ? ORDER BY created_at",
    )
    .all(appId, uid) as { push_token: string; platform: string; provider_id: string | null }[];
}

const textOf = (m: Message) => (typeof m.data.text === "string" ? m.data.text : "");
const mentions = (m: Message, uid: string) => textOf(m).includes(`<@uid:${uid}>`);

/** Why the preferences keep the user from being notified at all, if they do. */
function preferenceReason(
  deps: NotifyDeps,
  appId: string,
  message: Message,
  kind: ConversationKind,
  r: Recipient,
  prefs: ReturnType<typeof effectivePreferences>,
  nowMs: number,
): NotificationReason | undefined {
  const section = prefs[kind];
  const [key, reason] = message.parentId
    ? (["repliesSetting", "REPLIES_PREFERENCE"] as const)
    : message.data.quotedMessageId !== undefined
      ? (["quotedRepliesSetting", "QUOTED_REPLIES_PREFERENCE"] as const)
      : (["messagesSetting", "MESSAGES_PREFERENCE"] as const);
  const setting = Number(section[key] ?? 2);
  const mentioned = mentions(message, r.uid);
  if (setting === 1 || (setting === 3 && !mentioned)) return reason;
  if (mentioned && prefs.bypassPreferencesForMentions === true) return undefined;
  const conversation = kind === "group" ? message.receiver : message.sender;
  if (isMuted(deps.db, appId, r.uid, kind, conversation, nowMs)) return "MUTE_PREFERENCE";
  if (Number(prefs.mute.dndPreferenceSetting) === 2) return "DND_PREFERENCE";
  if (outsideSchedule(prefs.mute.schedulePreferenceSetting, r.user.timezone ?? "UTC", nowMs)) {
    return "SCHEDULE_PREFERENCE";
  }
  return undefined;
}

/** The schedule says when a user may be notified, day by day, in hhmm of their own timezone. */
function outsideSchedule(schedule: unknown, timezone: string, nowMs: number): boolean {
  if (!isObject(schedule)) return false;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: timezone,
      weekday: "long",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(nowMs))
      .map((p) => [p.type, p.value]),
  );
  const day = schedule[String(parts.weekday).toLowerCase() as (typeof WEEK)[number]];
  if (!isObject(day)) return false;
  if (day.dnd === true) return true;
  const hhmm = Number(parts.hour) * 100 + Number(parts.minute);
  return hhmm < Number(day.from ?? 0) || hhmm > Number(day.to ?? 2359);
}

/** Email and SMS are throttled per user: a day's total, a day's total per conversation, and a gap between two. */
function quotaReason(
  deps: NotifyDeps,
  appId: string,
  uid: string,
  channel: "email" | "sms",
  conversationId: string,
  throttle: Json,
  nowMs: number,
): NotificationReason | undefined {
  const count = (sinceMs: number, conversation?: string) =>
    (
      deps.db
        .prepare(
          `SELECT count(*) AS n FROM notification_logs WHERE app_id = ? AND recipient = ? AND channel = ? AND triggered = 1
             AND created_at > ? ${conversation ? "AND conversation_id = ?" : ""}`,
        )
        .get(appId, uid, channel, sinceMs, ...(conversation ? [conversation] : [])) as { n: number }
    ).n;
  const interval = Number(throttle.intervalInSeconds ?? 0) * 1000;
  if (count(nowMs - DAY_MS) >= Number(throttle.maxPerDay ?? Number.POSITIVE_INFINITY))
    return "QUOTA_PREFERENCE";
  if (
    count(nowMs - DAY_MS, conversationId) >=
    Number(throttle.maxPerDayPerConversation ?? Number.POSITIVE_INFINITY)
  ) {
    return "QUOTA_PREFERENCE";
  }
  if (interval > 0 && count(nowMs - interval, conversationId) > 0) return "QUOTA_PREFERENCE";
  return undefined;
}

const senderName = (m: Message) => entityName(m, "sender") ?? m.sender;
const receiverName = (m: Message) => entityName(m, "receiver") ?? m.receiver;
function entityName(m: Message, which: "sender" | "receiver"): string | undefined {
  const entities = m.data.entities as Json | undefined;
  const entity = (entities?.[which] as Json | undefined)?.entity as Json | undefined;
  return typeof entity?.name === "string" ? entity.name : undefined;
}

/** The placeholders the published templates use, for this message. */
function templateValues(m: Message): Record<string, string> {
  return {
    "message.data.entities.sender.entity.name": senderName(m),
    "message.data.entities.receiver.entity.name": receiverName(m),
    "message.data.text": textOf(m),
    "message.type": m.type,
    "senderDetails.name": senderName(m),
    "sender.name": senderName(m),
    "groupDetails.name": receiverName(m),
    "messages.length": "1",
  };
}

function pushContent(templates: Json, m: Message, kind: ConversationKind, privacy: boolean) {
  const family =
    m.category === "custom" ? "customMessage" : MEDIA.has(m.type) ? "mediaMessage" : "textMessage";
  const t = (templates[`${family}Template${privacy ? "Privacy" : "Default"}`] ?? {}) as Record<
    string,
    string
  >;
  const values = templateValues(m);
  const title = fillTemplate(kind === "group" ? (t.titleGroup ?? "") : (t.titleOneOnOne ?? ""), values);
  const raw = family === "mediaMessage" ? t[`body_${m.type}`] : t.body;
  const body = fillTemplate(raw ?? "", values) || fillTemplate(t.body_fallback ?? "", values);
  return { title, body };
}

function apnsPayload(config: Config, data: Json, content: { title: string; body: string }, sentAtMs: number) {
  return {
    payload: data,
    contentAvailable: config.includeContentAvailable ? 1 : 0,
    mutableContent: config.includeMutableContent ? 1 : 0,
    topic: config.bundleId,
    alert: content,
    priority: 10,
    pushType: "alert",
    sound: "default",
    collapseId: String(data.tag),
    expiry: Math.floor(sentAtMs / 1000) + 3600,
    type: "apns",
  };
}

function channelPayload(
  channel: "email" | "sms",
  templates: Json,
  m: Message,
  kind: ConversationKind,
  privacy: boolean,
  to: Json,
): Json {
  const values = templateValues(m);
  const variant = privacy ? "Privacy" : "Default";
  const message = { sender: { uid: m.sender, name: senderName(m) }, message: privacy ? "" : textOf(m) };
  const details = {
    senderDetails: { uid: m.sender, name: senderName(m) },
    ...(kind === "group" ? { groupDetails: { guid: m.receiver, name: receiverName(m) } } : {}),
  };
  if (channel === "email") {
    const t = (templates[`emailSubjectTemplate${variant}`] ?? {}) as Record<string, string>;
    const subject = fillTemplate((kind === "group" ? t.subjectGroup : t.subjectOneOnOne) ?? "", values);
    return {
      trigger: "email-notification-payload-generated",
      data: { to, messages: [message], ...details, subject },
    };
  }
  const t = (templates[`smsContentTemplate${variant}`] ?? {}) as Record<string, string>;
  const smsContent = fillTemplate((kind === "group" ? t.bodyGroup : t.bodyOneOnOne) ?? "", values);
  return {
    trigger: "sms-notification-payload-generated",
    data: { to, messages: [message], ...details, smsContent },
  };
}
