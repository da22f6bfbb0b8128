import * as notificationsContract from "../../../lib/contract/notifications";
import type { NotificationLog } from "../../../lib/schemas/notification-logs";
import { notFound } from "../http/errors";
import { type AnyRoute, appRoute } from "../http/route";

const LIMIT = 20;

// Filters on the columns the log keeps; the rest of the entry is its JSON.
const COLUMN_FILTERS = {
  messageId: "message_id = ?",
  channel: "channel = ?",
  provider: "provider = ?",
  trigger: "trigger = ?",
  sender: "sender = ?",
  receiver: "receiver = ?",
  receiverType: "receiver_type = ?",
  member: "(receiver_type = 'group' AND recipient = ?)",
  reason: "reason = ?",
  from: "message_sent_at >= ?",
  to: "message_sent_at <= ?",
} as const;

/** Uids and guids are kept lower case; codes are matched as given. */
const IDS = new Set(["sender", "receiver", "member"]);

export const notificationLogRoutes: AnyRoute[] = [
  appRoute({
    ...notificationsContract.listNotificationLogs,
    handler: ({ deps, app, query }) => {
      const where = ["app_id = ?"];
      const args: unknown[] = [app.id];
      for (const [key, clause] of Object.entries(COLUMN_FILTERS)) {
        const value = query[key as keyof typeof COLUMN_FILTERS];
        if (value === undefined) continue;
        where.push(clause);
        args.push(IDS.has(key) && typeof value === "string" ? value.toLowerCase() : value);
      }
      if (query.notificationTriggered !== undefined)
        where.push(`triggered = ${query.notificationTriggered ? 1 : 0}`);
      if (query.success !== undefined) where.push(`success = ${query.success ? 1 : 0}`);
      // Entries from the message path only: reactions and calls are not notified by the sandbox.
      if (query.reactionId !== undefined || query.reactionSender || query.reactionReceiver) where.push("0");
      for (const [column, value] of [
        ["category", query.messageCategory],
        ["type", query.messageType],
      ] as const) {
        if (value === undefined) continue;
        where.push(`message_id IN (SELECT id FROM messages WHERE app_id = ? AND ${column} = ?)`);
        args.push(app.id, value);
      }
      let order = "DESC";
      if (query.logId) {
        const at = deps.db
          .prepare("SELECT id FROM notification_logs WHERE app_id = ? AND log_id = ?")
          .get(app.id, query.logId) as { id: number } | undefined;
        if (!at) throw notFound("ERR_LOG_NOT_FOUND", `The log ${query.logId} does not exist.`);
        const newer = query.affix === "prepend";
        where.push(newer ? "id > ?" : "id < ?");
        args.push(at.id);
        if (newer) order = "ASC";
      }
      const rows = deps.db
        .prepare(
          `SELECT id, log_id, message_id, entry FROM notification_logs WHERE ${where.join(" AND ")} ORDER BY id ${order} LIMIT ?`,
        )
        .all(...args, LIMIT + 1) as {
        id: number;
        log_id: string;
        message_id: number | null;
        entry: string;
      }[];
      const more = rows.length > LIMIT;
      const page = rows.slice(0, LIMIT);
      if (order === "ASC") page.reverse();
      const data = page.map((r) => JSON.parse(r.entry) as NotificationLog);
      const cursor = (affix: "prepend" | "append", r: (typeof page)[number] | undefined) =>
        r
          ? { affix, logId: r.log_id, ...(r.message_id !== null ? { messageId: r.message_id } : {}) }
          : // Past either end the page is empty: the way back starts from the entry asked from.
            { affix, logId: query.logId as string };
      // Going back (prepend) there may be newer entries beyond the page; going forward, older ones.
      const hasOlder = order === "DESC" ? more : query.logId !== undefined;
      const hasNewer = order === "ASC" ? more : query.logId !== undefined;
      return {
        data,
        meta: {
          ...(hasNewer ? { previous: cursor("prepend", page[0]) } : {}),
          current: { limit: LIMIT, count: data.length },
          ...(hasOlder ? { next: cursor("append", page.at(-1)) } : {}),
        },
      };
    },
  }),
];
