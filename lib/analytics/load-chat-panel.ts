import "server-only";
import { chatToCalls } from "@/lib/chat-store/chat-to-calls";
import { firstReplies } from "@/lib/chat-store/first-reply";
import { messageKinds } from "@/lib/chat-store/kinds";
import { movement } from "@/lib/chat-store/movement";
import { chatPanel } from "@/lib/chat-store/panel";
import type { ChatPanel } from "@/lib/chat-store/panel-model";
import { chatReactions } from "@/lib/chat-store/reactions";
import { retention } from "@/lib/chat-store/retention";
import { type ChatSyncProgress, readChatProgress } from "@/lib/chat-store/sync";
import { threadsMentions } from "@/lib/chat-store/threads-mentions";
import { getDb, getReadDb, nowSeconds } from "@/lib/db";
import { panelQuery } from "./load-panel";
import type { MessagesCsvExtras } from "./messages-csv";
import { type AnalyticsUrlState, type ResolvedRange, resolveRange } from "./search-params";

export interface LoadedChatPanel extends MessagesCsvExtras {
  range: ResolvedRange;
  progress: ChatSyncProgress;
  panel?: ChatPanel;
}

/** The figures appear once a first page of messages is stored; until then the page shows the sync. */
export async function loadChatPanel(appId: string, state: AnalyticsUrlState): Promise<LoadedChatPanel> {
  const db = await getDb();
  const range = resolveRange(state, nowSeconds());
  const progress = await readChatProgress(db, appId);
  if (progress.storedMessages === 0) return { range, progress };
  const read = await getReadDb();
  const q = panelQuery(appId, range);
  const [panel, cohorts, replies, moved, kinds, toCalls, threads, reacted] = await Promise.all([
    chatPanel(read, q),
    retention(read, q),
    firstReplies(read, q),
    movement(read, q),
    messageKinds(read, q),
    chatToCalls(read, q),
    threadsMentions(read, q),
    chatReactions(read, q),
  ]);
  return {
    range,
    progress,
    panel,
    retention: cohorts,
    firstReplies: replies,
    movement: moved,
    kinds,
    chatToCalls: toCalls,
    threadsMentions: threads,
    reactions: reacted,
  };
}
