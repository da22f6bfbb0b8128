"use server";

import { notificationLogsQuery } from "@/lib/schemas/notification-logs";
import { appActionClient } from "@/lib/server/action";
import { listNotificationLogs } from "@/lib/server/api/chat-notifications";

// Admins only, as every page of the notifications area: entries hold recipients' addresses and payloads.
export const listNotificationLogsAction = appActionClient
  .metadata({ name: "notifications.logs.list", minRole: "admin", mutation: false })
  .inputSchema(notificationLogsQuery)
  .action(async ({ parsedInput, ctx }) => listNotificationLogs(ctx.conn, parsedInput));
