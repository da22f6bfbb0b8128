"use server";

import { z } from "zod";
import { actionClient, requireConnection } from "@/lib/action";
import { readProgress, syncCalls } from "@/lib/call-store/sync";
import { getDb } from "@/lib/db";

/**
 * Starts (or joins) a sync of the active app's calls and answers at once: a full backfill can take
 * many pages, and the page polls the progress instead of holding the request open.
 */
export const syncNowAction = actionClient
  .metadata({ name: "analytics.sync", minRole: "admin", mutation: true })
  .inputSchema(z.object({}))
  .action(async ({ ctx }) => {
    const { conn } = requireConnection(ctx.connection);
    const db = await getDb();
    // Failures are stored with the progress and shown by the page.
    syncCalls(db, conn).catch(() => undefined);
    return readProgress(db, conn.appId);
  });

/** The active app's sync progress, for polling while a sync runs. */
export const syncProgressAction = actionClient
  .metadata({ name: "analytics.syncProgress", minRole: "viewer", mutation: false })
  .inputSchema(z.object({}))
  .action(async ({ ctx }) => {
    const { conn } = requireConnection(ctx.connection);
    return readProgress(await getDb(), conn.appId);
  });
