import type {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_PROVIDERS,
  NOTIFICATION_TRIGGERS,
  NotificationLog,
  NotificationReason,
} from "./schemas/notification-logs";

// Words for the notification log's codes, shared by the logs page and its CSV export.

export const CHANNEL_LABELS: Record<(typeof NOTIFICATION_CHANNELS)[number], string> = {
  push: "Push",
  email: "Email",
  sms: "SMS",
};

export const PROVIDER_LABELS: Record<(typeof NOTIFICATION_PROVIDERS)[number], string> = {
  fcm: "FCM",
  apns: "APNs",
  sendgrid: "SendGrid",
  twilio: "Twilio",
  custom: "Custom webhook",
};

export const TRIGGER_LABELS: Record<(typeof NOTIFICATION_TRIGGERS)[number], string> = {
  after_message: "New message",
  message_deleted: "Message deleted",
  message_edited: "Message edited",
  message_reaction_added: "Reaction added",
  initiated: "Call started",
  rejected: "Call rejected",
  cancelled: "Call cancelled",
  unanswered: "Call unanswered",
  after_group_joined: "Member joined a group",
  after_group_left: "Member left a group",
  after_group_members_added: "Members added to a group",
  after_group_members_kicked: "Member kicked from a group",
  after_group_members_banned: "Member banned from a group",
  after_group_members_unbanned: "Member unbanned in a group",
  after_scope_changed: "Member's scope changed",
};

/** Why the service did not notify (or the provider failed), as an admin would put it. */
export const REASON_SENTENCES: Record<NotificationReason, string> = {
  MESSAGES_PREFERENCE: "the user's preferences turn off new-message notifications",
  REPLIES_PREFERENCE: "the user's preferences turn off notifications for thread replies",
  QUOTED_REPLIES_PREFERENCE: "the user's preferences turn off notifications for quoted replies",
  MESSAGE_ACTIONS_PREFERENCE: "the user's preferences turn off notifications for edits and deletions",
  REACTIONS_PREFERENCE: "the user's preferences turn off notifications for reactions",
  GROUP_ACTIONS_PREFERENCE: "the user's preferences turn off notifications for group membership changes",
  DND_PREFERENCE: "the user has Do Not Disturb on",
  MUTE_PREFERENCE: "the user muted this conversation",
  SCHEDULE_PREFERENCE: "outside the user's notification schedule",
  CALL_PREFERENCE: "the user's preferences turn off call notifications",
  QUOTA_PREFERENCE: "over the email/SMS throttle",
  MISSING_EMAIL: "no email address on record",
  MISSING_PHNO: "no phone number on record",
  INVALID_PUSH_PROVIDER_ID: "the device names a push provider this app does not have",
  TIMED_OUT: "the provider did not answer in time",
  NOT_FOUND: "the provider did not find the recipient",
  TWILIO_CREATE_ERROR: "Twilio refused to create the SMS",
};

export type OutcomeKind = "sent" | "pending" | "failed" | "not-sent";

type OutcomeFields = Pick<NotificationLog, "notificationTriggered" | "success" | "reason">;

/** Sent, waiting for the provider's answer, refused by the provider, or not sent and why. */
export function logOutcome(log: OutcomeFields): { kind: OutcomeKind; label: string } {
  const why = log.reason ? REASON_SENTENCES[log.reason] : undefined;
  if (!log.notificationTriggered) return { kind: "not-sent", label: why ? `Not sent: ${why}` : "Not sent" };
  if (log.success === false) {
    return { kind: "failed", label: why ? `Provider error: ${why}` : "Provider error" };
  }
  // A custom provider's entry has no `success` until its URL has answered.
  if (log.success === undefined) return { kind: "pending", label: "Pending" };
  return { kind: "sent", label: "Sent" };
}

/** Who was to be notified: the group member for a group's message, else the one-on-one receiver. */
export function logRecipient(log: Pick<NotificationLog, "receiverType" | "receiver" | "member">): {
  kind: "user" | "group";
  id: string;
} {
  if (log.receiverType === "user") return { kind: "user", id: log.receiver };
  return log.member ? { kind: "user", id: log.member } : { kind: "group", id: log.receiver };
}
