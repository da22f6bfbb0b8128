import type { Region } from "../core/apps";
import type { Db } from "../db/types";
import { seedCalls } from "./calls";
import { chatSpans } from "./chat-spans";
import { makeConversations } from "./conversations";
import { insertGroups, makeGroups } from "./groups";
import { seedMessages } from "./messages";
import { seedModeration } from "./moderation";
import { seedNotifications } from "./notifications";
import { createRng } from "./prng";
import { seedHotReactions } from "./receipts";
import { createTimeline } from "./timeline";
import { insertRoles, insertUsers, makeUsers, settleLastActive } from "./users";
import { seedWebhooks } from "./webhooks";

export interface SeedOptions {
  appId: string;
  region: Region;
  users: number;
  groups: number;
  messages: number;
  calls: number;
  /** One-on-one conversations; by default about one per 27 messages. */
  conversations?: number;
  /** More reactions on the newest text message (a reaction list at depth). */
  hotReactions?: number;
  /** Messages that get a thread of replies. */
  threads?: number;
  /** Two webhooks with a few days of deliveries, one of them failing lately. */
  webhooks?: boolean;
  days: number;
  seed: number;
  anchor: number;
  /** Meant for an anchor of "now": in a history that ends in the past they would run forever. */
  ongoing: boolean;
  publicUrl: string;
  onProgress?: (step: string, done?: number) => void;
}

export const DEFAULT_SIZES = {
  users: 200,
  groups: 20,
  messages: 3000,
  calls: 5000,
  // The analytics page's longest preset (90 days) and the 90 days before it, which it compares with, in
  // any time zone, with a day to spare.
  days: 181,
  seed: 1,
} as const;

export const hourAnchor = (nowMs = Date.now()) => Math.floor(nowMs / 3_600_000) * 3600;

export interface SeedSummary {
  users: number;
  groups: number;
  messages: number;
  reactions: number;
  calls: number;
}

/** Writes straight to the store in batched transactions and fires no webhook events. */
export function seedApp(db: Db, o: SeedOptions): SeedSummary {
  const root = createRng(o.seed);
  const timeline = createTimeline(o.anchor, o.days);
  const taken = (sql: string) => new Set(db.prepare(sql).pluck().all(o.appId) as string[]);
  const count = (table: string) =>
    db.prepare(`SELECT count(*) FROM ${table} WHERE app_id = ?`).pluck().get(o.appId) as number;
  const before = { messages: count("messages"), reactions: count("reactions") };
  const users = makeUsers(
    root.fork("users"),
    o.users,
    timeline.start,
    o.anchor,
    taken("SELECT uid FROM users WHERE app_id = ?"),
  );
  const groups = makeGroups(
    root.fork("groups"),
    o.groups,
    users,
    timeline.start,
    o.anchor,
    taken("SELECT guid FROM groups WHERE app_id = ?"),
  );
  db.transaction(() => {
    insertRoles(db, o.appId, timeline.start);
    insertUsers(db, o.appId, users, root.fork("user-rows"));
    insertGroups(db, o.appId, groups, root.fork("group-rows"));
  })();
  o.onProgress?.("users and groups", users.length);
  const convRng = root.fork("conversations");
  const conversations = makeConversations(convRng, users, groups, o.messages, o.conversations);
  const log = seedMessages(db, o.appId, root.fork("messages"), timeline, conversations, o.messages, {
    everyConversation: o.conversations !== undefined,
    threads: o.threads,
    spans: chatSpans(root.fork("chat-spans"), users, timeline),
  });
  o.onProgress?.("messages", o.messages);
  if (o.hotReactions) {
    const active = users.filter((u) => !u.deactivatedAt).map((u) => u.uid);
    const piled = seedHotReactions(db, o.appId, active, o.hotReactions, o.anchor);
    o.onProgress?.("reactions on one message", piled);
  }
  const moderation = seedModeration(db, o.appId, root.fork("moderation"), o.anchor);
  o.onProgress?.("reports and blocked messages", moderation.flagged + moderation.blocked);
  const cast = {
    uids: users.filter((u) => !u.deactivatedAt).map((u) => u.uid),
    groups: groups.map((g) => ({ guid: g.guid, members: g.members.map((m) => m.user.uid) })),
  };
  const notifications = seedNotifications(
    db,
    { id: o.appId, region: o.region },
    root.fork("notifications"),
    cast.uids,
    o.anchor,
  );
  o.onProgress?.("notification logs", notifications.logged);
  // Who did what last, from the messages and calls as they are written; see settleLastActive.
  const seen = new Map<string, number>();
  for (const { messages } of log.values()) {
    for (const m of messages) if (m.at > (seen.get(m.sender) ?? 0)) seen.set(m.sender, m.at);
  }
  // Seeding an app that already has calls again must not reuse the same session ids.
  const earlier = count("calls");
  const calls = seedCalls(db, root.fork(earlier ? `calls-after-${earlier}` : "calls"), timeline, cast, {
    appId: o.appId,
    region: o.region,
    publicUrl: o.publicUrl,
    count: o.calls,
    ongoing: o.ongoing,
    activity: seen,
    onProgress: (n) => o.onProgress?.("calls", n),
  });
  if (o.webhooks) {
    const hooks = seedWebhooks(db, { id: o.appId, region: o.region }, root.fork("webhooks"), o.anchor);
    o.onProgress?.("webhooks and their deliveries", hooks.deliveries);
  }
  settleLastActive(db, o.appId, seen);
  return {
    users: users.length,
    groups: groups.length,
    messages: count("messages") - before.messages,
    reactions: count("reactions") - before.reactions,
    calls,
  };
}
