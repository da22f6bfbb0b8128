"use server";

import { appActionClient } from "@/lib/server/action";
import { loadTimeline } from "@/lib/server/timeline/load";
import { timelineInput } from "@/lib/timeline/schema";

// Viewers read the timeline; the notification log and the audit log stay with admins (the loader leaves them out).
export const userTimelineAction = appActionClient
  .metadata({ name: "users.timeline", minRole: "viewer", mutation: false })
  .inputSchema(timelineInput)
  .action(async ({ parsedInput, ctx }) =>
    loadTimeline({ conn: ctx.conn, role: ctx.admin.role }, parsedInput),
  );
