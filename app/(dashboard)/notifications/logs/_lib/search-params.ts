import {
  createLoader,
  type inferParserType,
  parseAsInteger,
  parseAsString,
  parseAsStringLiteral,
} from "nuqs/server";
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_REASONS,
  NOTIFICATION_RECEIVER_TYPES,
  NOTIFICATION_TRIGGERS,
  type NotificationLogsQuery,
} from "@/lib/schemas/notification-logs";

export const LOG_OUTCOMES = ["sent", "failed", "not-sent"] as const;
export const RECEIVER_TYPES = NOTIFICATION_RECEIVER_TYPES;

// Not described with `defineFilters`: a field there sends its own value under one name, while here the outcome
// sends two keys, the recipient's key depends on the conversation type (and that type on the recipient), and
// the action takes the service's own query, where booleans are "true" or "false", not the fields' rules.
export const logsSearchParams = {
  channel: parseAsStringLiteral(NOTIFICATION_CHANNELS),
  outcome: parseAsStringLiteral(LOG_OUTCOMES),
  reason: parseAsStringLiteral(NOTIFICATION_REASONS),
  trigger: parseAsStringLiteral(NOTIFICATION_TRIGGERS),
  recipient: parseAsString,
  receiverType: parseAsStringLiteral(RECEIVER_TYPES),
  sender: parseAsString,
  /** Milliseconds, as the service takes them, on the message's send time. */
  from: parseAsInteger,
  to: parseAsInteger,
};

/** The entry open in the side sheet: in the URL, so Back closes it and a link reopens it; not a filter. */
export const OPEN_LOG_KEY = "log";

/** Every parser above is a filter: a clear resets them all. */
export const LOG_FILTER_KEYS = Object.keys(logsSearchParams) as (keyof typeof logsSearchParams)[];

export const loadLogsSearchParams = createLoader({ ...logsSearchParams, cursor: parseAsString });
export type LogsUrlState = inferParserType<typeof logsSearchParams>;

// The service has no "pending" filter: an entry waiting for its provider is neither sent nor failed yet.
const OUTCOME_QUERY = {
  sent: { notificationTriggered: "true", success: "true" },
  failed: { notificationTriggered: "true", success: "false" },
  "not-sent": { notificationTriggered: "false" },
} as const satisfies Record<(typeof LOG_OUTCOMES)[number], NotificationLogsQuery>;

/**
 * The service filters a group's recipient by `member` and a one-on-one recipient by `receiver`, never both at
 * once: the conversation filter says which, one-on-one unless it is "group".
 */
export function toLogsQuery(s: LogsUrlState, cursor?: string | null): NotificationLogsQuery {
  const q: NotificationLogsQuery = {};
  if (s.channel) q.channel = s.channel;
  if (s.outcome) Object.assign(q, OUTCOME_QUERY[s.outcome]);
  if (s.reason) q.reason = s.reason;
  if (s.trigger) q.trigger = s.trigger;
  const recipient = s.recipient?.trim();
  if (recipient && s.receiverType === "group") q.member = recipient;
  else if (recipient) q.receiver = recipient;
  const receiverType = recipient ? (s.receiverType ?? "user") : s.receiverType;
  if (receiverType) q.receiverType = receiverType;
  if (s.sender?.trim()) q.sender = s.sender.trim();
  if (s.from !== null) q.from = s.from;
  if (s.to !== null) q.to = s.to;
  if (cursor?.trim()) {
    q.affix = "append";
    q.logId = cursor.trim();
  }
  return q;
}

/** A date filter's day (Unix seconds) in the service's milliseconds: a "to" day runs to its last millisecond. */
export const dayToMs = (seconds: number | null, end = false) =>
  seconds === null ? null : seconds * 1000 + (end ? 999 : 0);

export const msToDay = (ms: number | null) => (ms === null ? null : Math.floor(ms / 1000));
