import type { Kysely } from "kysely";
import { z } from "zod";
import { getMessage } from "../contract/messages";
import type { Database } from "../db/types";
import { call } from "../server/api/call";
import { isServiceError } from "../server/api/errors";
import type { Connection } from "../server/api/request";
import { reactionRows } from "./rows";
import { type ChatSyncProgress, isChatSyncingHere, syncMessages } from "./sync";
import { replaceReactions } from "./upsert";

/** What the chat store needs of a stored event: the payload is read for reaction events only. */
export interface ChatEventLike {
  appId: string;
  family: string;
  trigger: string;
  readonly payload: Record<string, unknown>;
}

const REACTION_TRIGGERS = new Set(["message_reaction_added", "message_reaction_removed"]);

const reactionPayload = z.object({
  data: z.object({
    reaction: z.object({ messageId: z.union([z.string().regex(/^\d{1,15}$/), z.number().int()]) }),
  }),
});

export interface ChatEventSyncOptions {
  db: Kysely<Database>;
  subscribe: (listener: (e: ChatEventLike) => void) => (() => void) | Promise<() => void>;
  connectionFor: (appId: string) => Promise<Connection | undefined> | Connection | undefined;
  /** A conversation sends several messages within seconds: one incremental read for them. */
  debounceMs?: number;
  /** People react in bursts: one read of the message for them. */
  reactionDebounceMs?: number;
  /** A steady stream of events would put a read off for ever: it comes at most this long after the first. */
  maxWaitMs?: number;
  owner?: string;
  onSynced?: (p: ChatSyncProgress) => void;
  onDeferred?: (appId: string) => void;
  /** After a message's reactions were read again: whether the store holds the message (else nothing changed). */
  onReactions?: (appId: string, messageId: number, stored: boolean) => void;
  onError?: (e: unknown) => void;
}

/**
 * Events only say that something changed: message events start the app's incremental read, reaction events a
 * read of that message, whose current counts replace the stored ones. Lost, repeated or reordered events do no
 * harm; a lost one leaves the counts as they were until the message's next event.
 */
export function followChatEvents(o: ChatEventSyncOptions) {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const firstAt = new Map<string, number>();
  // Reads under way: stopping waits for them, so none writes to the store after `stop` has answered.
  const running = new Set<Promise<unknown>>();
  const pending = new Map<string, number>();
  // One message read at a time per app: reactions on many messages at once are not a burst of requests.
  const queues = new Map<string, Promise<void>>();
  const debounce = o.debounceMs ?? 2000;
  const reactionDebounce = o.reactionDebounceMs ?? 2000;
  const maxWait = o.maxWaitMs ?? 10_000;
  let stopped = false;

  const later = (key: string, ms: number, fn: () => Promise<void>) => {
    if (stopped) return;
    const first = firstAt.get(key) ?? Date.now();
    firstAt.set(key, first);
    clearTimeout(timers.get(key));
    timers.set(
      key,
      setTimeout(
        () => {
          timers.delete(key);
          firstAt.delete(key);
          const run = fn().catch((e) => o.onError?.(e));
          running.add(run);
          void run.finally(() => running.delete(run));
        },
        Math.max(0, Math.min(ms, first + maxWait - Date.now())),
      ),
    );
  };

  const queued = (appId: string, fn: () => Promise<void>) => {
    const next = (queues.get(appId) ?? Promise.resolve()).then(fn);
    const settled = next.catch(() => undefined);
    queues.set(appId, settled);
    settled.then(() => {
      if (queues.get(appId) === settled) queues.delete(appId);
    });
    return next;
  };

  const scheduleSync = (appId: string): void => later(`sync:${appId}`, debounce, () => runSync(appId));

  const runSync = async (appId: string): Promise<void> => {
    const since = pending.get(appId);
    if (since === undefined) return;
    const conn = await o.connectionFor(appId);
    if (!conn) {
      pending.delete(appId);
      return;
    }
    // A run of this process began before these events: read again once it is over.
    if (isChatSyncingHere(appId, o.owner)) {
      o.onDeferred?.(appId);
      return scheduleSync(appId);
    }
    pending.delete(appId);
    const p = await syncMessages(o.db, conn, { owner: o.owner });
    const covered = p.startedAt !== null && p.startedAt * 1000 > since;
    if (p.runningElsewhere && !covered) {
      pending.set(appId, Math.max(since, pending.get(appId) ?? 0));
      o.onDeferred?.(appId);
      return scheduleSync(appId);
    }
    o.onSynced?.(p);
  };

  const rereadReactions = async (appId: string, messageId: number) => {
    const conn = await o.connectionFor(appId);
    if (!conn) return;
    await queued(appId, async () => {
      const exists = await o.db
        .selectFrom("ms_messages")
        .select("id")
        .where("app_id", "=", appId)
        .where("id", "=", messageId)
        .executeTakeFirst();
      // Not copied yet: the sync's first copy of the message brings its reactions.
      if (!exists) return o.onReactions?.(appId, messageId, false);
      let rows: ReturnType<typeof reactionRows> = [];
      try {
        const { data } = await call(conn, getMessage, { params: { id: String(messageId) } });
        rows = reactionRows(appId, data);
      } catch (e) {
        // Removed for good: its reactions go with it, as a deletion drops them.
        if (!(isServiceError(e) && e.status === 404)) throw e;
      }
      o.onReactions?.(appId, messageId, await replaceReactions(o.db, appId, messageId, rows));
    });
  };

  // A subscription that fails (the receiver's store unreachable) is reported, not left unhandled.
  const unsubscribe = (async () =>
    o.subscribe((e) => {
      if (e.family === "messages") {
        pending.set(e.appId, Date.now());
        return scheduleSync(e.appId);
      }
      if (!REACTION_TRIGGERS.has(e.trigger)) return;
      const parsed = reactionPayload.safeParse(e.payload);
      if (!parsed.success) return;
      const messageId = Number(parsed.data.data.reaction.messageId);
      later(`reactions:${e.appId}:${messageId}`, reactionDebounce, () => rereadReactions(e.appId, messageId));
    }))().catch((e: unknown) => {
    o.onError?.(e);
    return () => undefined;
  });
  return {
    async stop() {
      stopped = true;
      for (const t of timers.values()) clearTimeout(t);
      timers.clear();
      firstAt.clear();
      while (running.size) await Promise.all(running);
      (await unsubscribe)();
    },
  };
}
