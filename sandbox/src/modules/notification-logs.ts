import * as notificationsContract from "../../../lib/contract/notifications";
import type { NotificationLog } from "../../../lib/schemas/notification-logs";
import { notFound } from "../http/errors";
import { type AnyRoute, appRoute } from "../http/route";
import { cursorPageOf } from "../store/cursor-page";
import { logEntries, logRowId } from "../store/notification-logs";

const LIMIT = 20;

export const notificationLogRoutes: AnyRoute[] = [
  appRoute({
    ...notificationsContract.listNotificationLogs,
    handler: ({ deps, app, query }) => {
      let from: { before?: number; after?: number } = {};
      if (query.logId) {
        const at = logRowId(deps.db, app.id, query.logId);
        if (at === undefined) throw notFound("ERR_LOG_NOT_FOUND", `The log ${query.logId} does not exist.`);
        from = query.affix === "prepend" ? { after: at } : { before: at };
      }
      const order = from.after !== undefined ? "ASC" : "DESC";
      const rows = logEntries(deps.db, app.id, query, from, LIMIT + 1);
      const { page, more } = cursorPageOf(rows, LIMIT, order === "ASC");
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
