"use server";

import { z } from "zod";
import { readProgress, syncCalls } from "@/lib/call-store/sync";
import { readChatProgress } from "@/lib/chat-store/sync";
import { getDb } from "@/lib/db";
import { appActionClient } from "@/lib/server/action";

// Answers at once: a full backfill can take many pages, so the page polls the progress instead.
export const syncNowAction = appActionClient
  .metadata({ name: "analytics.sync", minRole: "admin", mutation: true })
  .inputSchema(z.object({}))
  .action(async ({ ctx }) => {
    const { conn } = ctx;
    const db = await getDb();
    // Failures are stored with the progress and shown by the page.
    syncCalls(db, conn).catch(() => undefined);
    return readProgress(db, conn.appId);
  });

export const syncProgressAction = appActionClient
  .metadata({ name: "analytics.syncProgress", minRole: "viewer", mutation: false })
  .inputSchema(z.object({}))
  .action(async ({ ctx }) => {
    const { conn } = ctx;
    return readProgress(await getDb(), conn.appId);
  });

export const chatSyncProgressAction = appActionClient
  .metadata({ name: "analytics.chatSyncProgress", minRole: "viewer", mutation: false })
  .inputSchema(z.object({}))
  .action(async ({ ctx }) => readChatProgress(await getDb(), ctx.conn.appId));
