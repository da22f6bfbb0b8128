import { z } from "zod";

// The notification logs (`GET /notifications/v1/logs`): one entry per user and channel the service thought
// about notifying, with what it sent, or why it did not. Newest first, 20 at a time, paged by `affix` and
// `logId`; the published example is the shape.

export const NOTIFICATION_CHANNELS = ["push", "email", "sms"] as const;
export const NOTIFICATION_PROVIDERS = ["fcm", "apns", "sendgrid", "twilio", "custom"] as const;
export const NOTIFICATION_TRIGGERS = [
  "after_message",
  "message_deleted",
  "message_edited",
  "message_reaction_added",
  "initiated",
  "rejected",
  "cancelled",
  "unanswered",
  "after_group_joined",
  "after_group_left",
  "after_group_members_added",
  "after_group_members_kicked",
  "after_group_members_banned",
  "after_group_members_unbanned",
  "after_scope_changed",
] as const;
export const NOTIFICATION_REASONS = [
  "MESSAGES_PREFERENCE",
  "REPLIES_PREFERENCE",
  "QUOTED_REPLIES_PREFERENCE",
  "MESSAGE_ACTIONS_PREFERENCE",
  "REACTIONS_PREFERENCE",
  "GROUP_ACTIONS_PREFERENCE",
  "DND_PREFERENCE",
  "MUTE_PREFERENCE",
  "SCHEDULE_PREFERENCE",
  "CALL_PREFERENCE",
  "QUOTA_PREFERENCE",
  "MISSING_EMAIL",
  "MISSING_PHNO",
  "INVALID_PUSH_PROVIDER_ID",
  "TIMED_OUT",
  "NOT_FOUND",
  "TWILIO_CREATE_ERROR",
] as const;
export type NotificationReason = (typeof NOTIFICATION_REASONS)[number];
/** A one-on-one conversation's recipient is the receiver; a group's is a member of it. */
export const NOTIFICATION_RECEIVER_TYPES = ["user", "group"] as const;

const queryBool = z
  .enum(["true", "false"], { error: "must be true or false" })
  .transform((v) => v === "true");
const queryInt = z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(0);
const idText = z.string().trim().min(1).max(100);

/** The published filters; every one optional. */
export const notificationLogsQuery = z.object({
  messageId: queryInt.optional(),
  reactionId: queryInt.optional(),
  from: queryInt.optional(),
  to: queryInt.optional(),
  messageCategory: z.enum(["message"], { error: "must be message" }).optional(),
  messageType: z.string().max(100).optional(),
  trigger: z.enum(NOTIFICATION_TRIGGERS, { error: "is not a published trigger" }).optional(),
  sender: idText.optional(),
  reactionSender: idText.optional(),
  receiver: idText.optional(),
  receiverType: z.enum(NOTIFICATION_RECEIVER_TYPES, { error: "must be user or group" }).optional(),
  reactionReceiver: idText.optional(),
  member: idText.optional(),
  channel: z.enum(NOTIFICATION_CHANNELS, { error: "must be push, email or sms" }).optional(),
  provider: z
    .enum(NOTIFICATION_PROVIDERS, { error: "must be fcm, apns, sendgrid, twilio or custom" })
    .optional(),
  notificationTriggered: queryBool.optional(),
  reason: z.enum(NOTIFICATION_REASONS, { error: "is not a published reason" }).optional(),
  success: queryBool.optional(),
  affix: z.enum(["prepend", "append"], { error: "must be prepend or append" }).optional(),
  logId: z
    .string()
    .regex(/^[0-9a-f]{24}$/, { error: "must be a log's _id" })
    .optional(),
});
export type NotificationLogsQuery = z.input<typeof notificationLogsQuery>;

export const notificationLogSchema = z
  .object({
    _id: z.string(),
    processingStartedAtMS: z.number().int(),
    processingEndedAtMS: z.number().int(),
    totalProcessingTimeInMS: z.number().int(),
    component: z.string(),
    channel: z.enum(NOTIFICATION_CHANNELS),
    provider: z.enum(NOTIFICATION_PROVIDERS).optional(),
    messageId: z.number().int().optional(),
    reactionId: z.number().int().optional(),
    trigger: z.enum(NOTIFICATION_TRIGGERS),
    messageSentAtMS: z.number().int(),
    sender: z.string(),
    reactionSender: z.string().optional(),
    receiver: z.string(),
    reactionReceiver: z.string().optional(),
    receiverType: z.enum(NOTIFICATION_RECEIVER_TYPES),
    member: z.string().optional(),
    tokenType: z.string().optional(),
    pushToken: z.string().optional(),
    providerId: z.string().optional(),
    payload: z.record(z.string(), z.unknown()),
    notificationTriggered: z.boolean(),
    reason: z.enum(NOTIFICATION_REASONS).optional(),
    success: z.boolean().optional(),
  })
  .loose();
export type NotificationLog = z.infer<typeof notificationLogSchema>;

// The published example's cursors carry `messageId`, the parameter is `logId`: either may come.
const logCursor = z.object({
  affix: z.enum(["prepend", "append"]),
  logId: z.string().optional(),
  messageId: z.number().optional(),
});
export const notificationLogsEnvelope = z.object({
  data: z.array(notificationLogSchema),
  meta: z.object({
    previous: logCursor.optional(),
    current: z.object({ limit: z.number().int(), count: z.number().int() }),
    next: logCursor.optional(),
  }),
});
export type NotificationLogsPage = z.infer<typeof notificationLogsEnvelope>;

/** The next (older) page starts after the page's last entry, when the service says there is one. */
export const nextLogCursor = (page: NotificationLogsPage) =>
  page.meta.next ? page.data.at(-1)?._id : undefined;
