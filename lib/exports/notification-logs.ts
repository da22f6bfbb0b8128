import {
  CHANNEL_LABELS,
  logOutcome,
  logRecipient,
  PROVIDER_LABELS,
  TRIGGER_LABELS,
} from "../notification-log-labels";
import { type NotificationLog, nextLogCursor, notificationLogsQuery } from "../schemas/notification-logs";
import { listNotificationLogs } from "../server/api/chat-notifications";
import { byCursor } from "./paging";
import { appOf, defineExport } from "./types";

const iso = (ms: number) => new Date(ms).toISOString();

// The service answers 20 entries a page and takes no page size.
export const notificationLogsExport = defineExport({
  file: "notification-logs",
  schema: notificationLogsQuery,
  minRole: "admin",
  columns: {
    processingStartedAtMS: {
      label: "Time (UTC)",
      value: (l: NotificationLog) => iso(l.processingStartedAtMS),
    },
    channel: { label: "Channel", value: (l: NotificationLog) => CHANNEL_LABELS[l.channel] },
    provider: {
      label: "Provider",
      value: (l: NotificationLog) =>
        [l.provider ? PROVIDER_LABELS[l.provider] : "", l.providerId ?? ""].filter(Boolean).join(" "),
    },
    recipient: { label: "Recipient", value: (l: NotificationLog) => logRecipient(l).id },
    sender: { label: "Sender", value: (l: NotificationLog) => l.sender },
    trigger: { label: "Trigger", value: (l: NotificationLog) => TRIGGER_LABELS[l.trigger] },
    messageId: { label: "Message id", value: (l: NotificationLog) => l.messageId },
    outcome: { label: "Outcome", value: (l: NotificationLog) => logOutcome(l).label },
  },
  pages: (source, p) =>
    byCursor<NotificationLog, string>(async (logId) => {
      const res = await listNotificationLogs(appOf(source).conn, {
        ...p,
        ...(logId ? { affix: "append" as const, logId } : {}),
      });
      return { rows: res.data, next: nextLogCursor(res) };
    }),
});
