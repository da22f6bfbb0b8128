"use server";

import { notificationLogsQuery } from "@/lib/schemas/notification-logs";
import { actionClient, requireConnection } from "@/lib/server/action";
import { listNotificationLogs } from "@/lib/server/api/chat-notifications";

// Admins only, as every page of the notifications area: entries hold recipients' addresses and payloads.
export const listNotificationLogsAction = actionClient
  .metadata({ name: "notifications.logs.list", minRole: "admin", mutation: false })
  .inputSchema(notificationLogsQuery)
  .action(async ({ parsedInput, ctx }) =>
    listNotificationLogs(requireConnection(ctx.connection).conn, parsedInput),
  );
