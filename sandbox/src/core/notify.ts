import type { NotificationReason } from "../../../lib/schemas/notification-logs";
import { isVoipPlatform, providerOfPlatform } from "../../../lib/schemas/notification-preferences";
import type { Deps } from "../deps";
import type { AppRow } from "./apps";
import { CUSTOM_KIND, firstEnabled, providersByKind } from "./notification-providers";
import { isObject, type Json, notificationSettings } from "./notification-settings";
import {
  effectivePreferences,
  isMuted,
  type NotificationUser,
  notificationUser,
  type Preferences,
  privacyTemplates,
} from "./notification-users";
import {
  apnsPayload,
  type ConversationKind,
  channelPayload,
  customEnvelope,
  customPushPayload,
  fcmPayload,
  type Message,
  pushContent,
  pushData,
  textOf,
} from "./notify-payloads";
import { APP_SYSTEM } from "./users";

// When a message is sent, who would be notified, on which channel and with what: the app's settings, each
// recipient's preferences, mutes, schedule and the email/SMS throttles decide, and every decision is written
// to the notification log as the hosted service's logs show it. FCM, APNs, Twilio and SendGrid are not
// called (the entry says what would have been sent); a custom provider's URL gets a real POST, sent by the
// notification worker after the transaction commits.

type NotifyDeps = Pick<Deps, "db" | "now">;
type App = Pick<AppRow, "id" | "region">;
const DAY_MS = 86_400_000;

interface LogEntry {
  channel: "push" | "email" | "sms";
  provider: "fcm" | "apns" | "sendgrid" | "twilio" | "custom";
  providerId?: string;
  tokenType?: string;
  pushToken?: string;
  payload: Json;
  reason?: NotificationReason;
}

/**
 * Writes the log entries for a sent message; returns how many custom-provider POSTs it queued. A failure here
 * is logged and undone, never the message's own failure.
 */
export function notifyMessage(deps: NotifyDeps, app: App, message: Message): number {
  try {
    return deps.db.transaction(() => decide(deps, app, message))();
  } catch (err) {
    console.error(`[sandbox] notifications: message ${message.id} was not notified: ${String(err)}`);
    return 0;
  }
}

function decide(deps: NotifyDeps, app: App, message: Message): number {
  if (message.sender === APP_SYSTEM || (message.category !== "message" && message.category !== "custom"))
    return 0;
  const channels = configuredChannels(deps, app.id);
  if (!channels.push && !channels.email && !channels.sms) return 0;
  // The stored settings were checked when saved, over the published defaults.
  const settings = notificationSettings(deps, app) as { preferences: Preferences; templates: Json };
  const kind: ConversationKind = message.receiverType === "group" ? "group" : "oneOnOne";
  const now = deps.now();
  const tokensOf = deps.db.prepare(
    "SELECT push_token, platform, provider_id FROM push_tokens WHERE app_id = ? AND uid = ? ORDER BY created_at",
  );
  let posts = 0;
  for (const r of recipientsOf(deps, app.id, message)) {
    const prefs = effectivePreferences(settings.preferences, r.user.preferences);
    const reason = preferenceReason(deps, app.id, message, kind, r, prefs, now);
    const privacy = privacyTemplates(Number(settings.templates.usePrivacyTemplate), r.user.preferences);
    const content = pushContent(settings.templates, message, kind, privacy);
    const data = pushData(message, content);
    const log = (entry: LogEntry, post?: Json) => {
      insertLog(deps, app.id, message, r.uid, entry, now, post);
      if (post) posts += 1;
    };

    // Push: each of the user's devices through its platform's provider, and the custom provider once.
    const tokens = tokensOf.all(app.id, r.uid) as {
      push_token: string;
      platform: string;
      provider_id: string | null;
    }[];
    for (const token of channels.push ? tokens.filter((t) => !isVoipPlatform(t.platform)) : []) {
      const platform = providerOfPlatform(token.platform);
      const list = channels[platform];
      const provider = token.provider_id
        ? list.find((p) => p.id === token.provider_id)
        : (list.find((p) => p.isDefault) ?? list[0]);
      log({
        channel: "push",
        provider: platform,
        providerId: provider?.id ?? token.provider_id ?? undefined,
        tokenType: token.platform,
        pushToken: token.push_token,
        payload: !provider
          ? { payload: data }
          : platform === "fcm"
            ? fcmPayload(data, content)
            : apnsPayload(provider.config, data, content, Number(message.sentAt) * 1000),
        reason: reason ?? (provider ? undefined : "INVALID_PUSH_PROVIDER_ID"),
      });
    }
    if (channels.pushCustom) {
      const payload = customPushPayload(r.uid, data);
      log(
        { channel: "push", provider: "custom", payload, reason },
        reason ? undefined : customEnvelope(app, payload),
      );
    }

    for (const channel of ["email", "sms"] as const) {
      const provider = channels[channel];
      if (!provider) continue;
      const address = channel === "email" ? r.user.email : r.user.phno;
      const custom = provider.kind === "custom";
      const needsAddress =
        !custom || provider.config[channel === "email" ? "useStoredEmailID" : "useStoredPhNo"];
      const why =
        reason ??
        (needsAddress && !address ? (channel === "email" ? "MISSING_EMAIL" : "MISSING_PHNO") : undefined) ??
        quotaReason(deps, app.id, r.uid, channel, message.conversationId, prefs[channel] as Json, now);
      const to = {
        uid: r.uid,
        name: r.name,
        ...(address ? { [channel === "email" ? "email" : "phno"]: address } : {}),
      };
      const payload = channelPayload(channel, settings.templates, message, kind, privacy, to);
      log(
        { channel, provider: custom ? "custom" : provider.kind, payload, reason: why },
        custom && !why ? customEnvelope(app, payload) : undefined,
      );
    }
  }
  return posts;
}

/** Log ids read like the hosted service's (24 hex digits, the time first); the row's own number keeps them unique and a seeded history reproducible. */
function newLogId(deps: NotifyDeps, nowMs: number) {
  const last = deps.db.prepare("SELECT seq FROM sqlite_sequence WHERE name = 'notification_logs'").get() as
    | { seq: number }
    | undefined;
  const time = Math.floor(nowMs / 1000)
    .toString(16)
    .padStart(8, "0");
  return time + ((last?.seq ?? 0) + 1).toString(16).padStart(16, "0");
}

function insertLog(
  deps: NotifyDeps,
  appId: string,
  message: Message,
  recipient: string,
  e: LogEntry,
  nowMs: number,
  post?: Json,
) {
  const logId = newLogId(deps, nowMs);
  // A decision not to notify has a reason; a notification handed to a provider the sandbox does not call
  // succeeded; a custom provider's outcome is known once its URL has answered.
  const success = e.reason || post ? undefined : true;
  const entry = {
    _id: logId,
    processingStartedAtMS: nowMs,
    processingEndedAtMS: nowMs,
    totalProcessingTimeInMS: 0,
    component: "notifications-core",
    channel: e.channel,
    provider: e.provider,
    ...(e.providerId ? { providerId: e.providerId } : {}),
    messageId: Number(message.id),
    trigger: "after_message",
    messageSentAtMS: Number(message.sentAt) * 1000,
    sender: message.sender,
    receiver: message.receiver,
    receiverType: message.receiverType,
    ...(message.receiverType === "group" ? { member: recipient } : {}),
    ...(e.tokenType ? { tokenType: e.tokenType, pushToken: e.pushToken } : {}),
    payload: e.payload,
    notificationTriggered: !e.reason,
    ...(e.reason ? { reason: e.reason } : {}),
    ...(success ? { success } : {}),
  };
  deps.db
    .prepare(
      `INSERT INTO notification_logs (app_id, log_id, channel, provider, message_id, trigger, sender, receiver,
         receiver_type, recipient, conversation_id, message_sent_at, triggered, reason, success, entry, post_body,
         post_state, next_attempt_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      appId,
      logId,
      e.channel,
      e.provider,
      entry.messageId,
      entry.trigger,
      message.sender,
      message.receiver,
      message.receiverType,
      recipient,
      message.conversationId,
      entry.messageSentAtMS,
      e.reason ? 0 : 1,
      e.reason ?? null,
      success ? 1 : null,
      JSON.stringify(entry),
      post ? JSON.stringify(post) : null,
      post ? "pending" : null,
      post ? nowMs : null,
      nowMs,
    );
}

function configuredChannels(deps: NotifyDeps, appId: string) {
  const all = providersByKind(deps.db, appId);
  const fcm = all.fcm ?? [];
  const apns = all.apns ?? [];
  const pushCustom = firstEnabled(all[CUSTOM_KIND.push]);
  // A custom webhook, when switched on, takes the channel's notifications instead of the built-in provider.
  const single = (channel: "email" | "sms", builtIn: "sendgrid" | "twilio") => {
    const c = firstEnabled(all[CUSTOM_KIND[channel]]);
    if (c) return { kind: "custom" as const, config: c.config };
    const b = firstEnabled(all[builtIn]);
    return b ? { kind: builtIn, config: b.config } : undefined;
  };
  return {
    push: fcm.length > 0 || apns.length > 0 || pushCustom !== undefined,
    fcm,
    apns,
    pushCustom,
    email: single("email", "sendgrid"),
    sms: single("sms", "twilio"),
  };
}

interface Recipient {
  uid: string;
  name: string;
  user: NotificationUser;
}

/** The receiver, or every active member of the group but the sender. */
function recipientsOf(deps: NotifyDeps, appId: string, message: Message): Recipient[] {
  const rows =
    message.receiverType === "group"
      ? deps.db
          .prepare(
            `SELECT u.uid, u.name FROM group_members m JOIN users u ON u.app_id = m.app_id AND u.uid = m.uid
              WHERE m.app_id = ? AND m.guid = ? AND m.uid <> ? AND u.deactivated_at = 0 ORDER BY u.uid`,
          )
          .all(appId, message.receiver, message.sender)
      : deps.db
          .prepare("SELECT uid, name FROM users WHERE app_id = ? AND uid = ? AND deactivated_at = 0")
          .all(appId, message.receiver);
  return (rows as { uid: string; name: string }[]).map((r) => ({
    ...r,
    user: notificationUser(deps.db, appId, r.uid),
  }));
}

/** The uids a message mentions (`<@uid:…>`), and whether it mentions everyone (`<@all:…>`). */
function mentionsOf(m: Message) {
  const text = textOf(m);
  const uids = new Set([...text.matchAll(/<@uid:([^>]+)>/g)].map((x) => (x[1] as string).toLowerCase()));
  return { uids, all: /<@all:[^>]*>/.test(text) };
}

/** Why the preferences keep the user from being notified at all, if they do. */
function preferenceReason(
  deps: NotifyDeps,
  appId: string,
  message: Message,
  kind: ConversationKind,
  r: Recipient,
  prefs: Preferences,
  nowMs: number,
): NotificationReason | undefined {
  const mentions = mentionsOf(message);
  const mentioned = mentions.uids.has(r.uid) || (kind === "group" && mentions.all);
  // A mention reaches the user whatever else they chose, when the app says so.
  if (mentioned && prefs.bypassPreferencesForMentions === true) return undefined;
  const [key, reason] = message.parentId
    ? (["repliesSetting", "REPLIES_PREFERENCE"] as const)
    : (["messagesSetting", "MESSAGES_PREFERENCE"] as const);
  const setting = Number(prefs[kind][key] ?? 2);
  if (setting === 1 || (setting === 3 && !mentioned)) return reason;
  // A user's mutes count only where the app lets users mute that kind of conversation.
  const mutesCount =
    prefs.mute[kind === "group" ? "mutedGroupsOverride" : "mutedOneOnOnesOverride"] !== false;
  const conversation = kind === "group" ? message.receiver : message.sender;
  if (mutesCount && isMuted(deps.db, appId, r.uid, kind, conversation, nowMs)) return "MUTE_PREFERENCE";
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
  const day = schedule[String(parts.weekday).toLowerCase()];
  if (!isObject(day)) return false;
  if (day.dnd === true) return true;
  const hhmm = Number(parts.hour) * 100 + Number(parts.minute);
  const from = Number(day.from ?? 0);
  const to = Number(day.to ?? 2359);
  // From 22:00 to 06:00 runs over midnight.
  return from <= to ? hhmm < from || hhmm > to : hhmm < from && hhmm > to;
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
  const perDay = Number(throttle.maxPerDay ?? Number.POSITIVE_INFINITY);
  const perConversation = Number(throttle.maxPerDayPerConversation ?? Number.POSITIVE_INFINITY);
  if (count(nowMs - DAY_MS) >= perDay) return "QUOTA_PREFERENCE";
  if (count(nowMs - DAY_MS, conversationId) >= perConversation) return "QUOTA_PREFERENCE";
  if (interval > 0 && count(nowMs - interval, conversationId) > 0) return "QUOTA_PREFERENCE";
  return undefined;
}
