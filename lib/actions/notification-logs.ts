"use server";

import { actionClient, requireConnection } from "@/lib/action";
import { listNotificationLogs } from "@/lib/api/chat-notifications";
import { notificationLogsQuery } from "@/lib/schemas/notification-logs";

// Admins only, as every page of the notifications area: entries hold recipients' addresses and payloads.
export const listNotificationLogsAction = actionClient
  .metadata({ name: "notifications.logs.list", minRole: "admin", mutation: false })
  .inputSchema(notificationLogsQuery)
  .action(async ({ parsedInput, ctx }) =>
    listNotificationLogs(requireConnection(ctx.connection).conn, parsedInput),
  );
