import type { Db } from "../db/types";
import { participantsAt, type SeedConversation } from "./conversations";
import { REACTIONS } from "./corpus";
import type { Rng } from "./prng";

export interface LoggedMessage {
  id: number;
  at: number;
  sender: string;
  text?: { deleteAt?: number };
}

export type ConversationLog = Map<string, { conv: SeedConversation; messages: LoggedMessage[] }>;

export function insertReceipts(db: Db, appId: string, rng: Rng, log: ConversationLog, anchor: number) {
  const reactions: { messageId: number; reaction: string; uid: string; at: number }[] = [];
  const states: unknown[][] = [];
  for (const { conv, messages } of log.values()) {
    for (const m of messages) {
      if (!m.text || m.text.deleteAt || !rng.chance(0.15)) continue;
      const people = participantsAt(conv, anchor);
      const kinds = rng.chance(0.65) ? 1 : rng.int(2, 4);
      const used = new Set<string>();
      for (let k = 0; k < kinds; k++) {
        const reaction = rng.weighted(REACTIONS);
        if (used.has(reaction)) continue;
        used.add(reaction);
        for (const user of rng.sample(people, rng.int(1, Math.min(5, people.length)))) {
          reactions.push({
            messageId: m.id,
            reaction,
            uid: user.uid,
            at: Math.min(anchor - 1, m.at + rng.int(5, 7200)),
          });
        }
      }
    }
    const last = messages[messages.length - 1];
    if (!last) continue;
    for (const user of participantsAt(conv, anchor)) {
      states.push(stateRow(rng, appId, conv.id, user.uid, messages, anchor));
    }
  }
  reactions.sort((a, b) => a.at - b.at);
  const addReaction = db.prepare(
    "INSERT OR IGNORE INTO reactions (app_id, message_id, reaction, uid, reacted_at) VALUES (?, ?, ?, ?, ?)",
  );
  const addState = db.prepare(
    `INSERT OR REPLACE INTO conversation_state
       (app_id, conversation_id, uid, read_message_id, read_at, delivered_message_id, delivered_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (const r of reactions) addReaction.run(appId, r.messageId, r.reaction, r.uid, r.at);
    for (const s of states) addState.run(...s);
  })();
}

function stateRow(
  rng: Rng,
  appId: string,
  convId: string,
  uid: string,
  messages: LoggedMessage[],
  anchor: number,
) {
  const lastIndex = messages.length - 1;
  const ownLast = messages[lastIndex]?.sender === uid;
  const delivered = ownLast || rng.chance(0.85) ? lastIndex : rng.int(0, lastIndex);
  let read: number;
  if (ownLast || rng.chance(0.6)) read = delivered;
  else if (rng.chance(0.15)) read = -1;
  else read = rng.int(0, delivered);
  const at = (i: number) => {
    const m = messages[i] as LoggedMessage;
    return Math.min(anchor, m.at + rng.int(1, 900));
  };
  const readMsg = read >= 0 ? messages[read] : undefined;
  const deliveredMsg = messages[delivered] as LoggedMessage;
  const readAt = readMsg ? at(read) : null;
  const deliveredAt = at(delivered);
  // One time per mark: every message up to the read one shows both, so nothing reads before it arrived.
  return [
    appId,
    convId,
    uid,
    readMsg?.id ?? 0,
    readAt === null ? null : Math.max(readAt, deliveredAt),
    deliveredMsg.id,
    deliveredAt,
  ];
}

/**
 * Piles `count` more reactions onto the newest text message: every active user in turn with one kind, then
 * again with the next kind, their times spread between the message and the anchor. Answers how many were
 * added (a pair the message already had is kept as it was).
 */
export function seedHotReactions(db: Db, appId: string, uids: string[], count: number, anchor: number) {
  const message = db
    .prepare(
      `SELECT id, sent_at FROM messages WHERE app_id = ? AND category = 'message' AND type = 'text'
          AND deleted_at IS NULL ORDER BY id DESC LIMIT 1`,
    )
    .get(appId) as { id: number; sent_at: number } | undefined;
  const kinds = Object.keys(REACTIONS);
  const total = Math.min(count, uids.length * kinds.length);
  if (!message || total === 0) return 0;
  const add = db.prepare(
    "INSERT OR IGNORE INTO reactions (app_id, message_id, reaction, uid, reacted_at) VALUES (?, ?, ?, ?, ?)",
  );
  const span = Math.max(1, anchor - 1 - message.sent_at);
  let added = 0;
  const batch = db.transaction((from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const at = message.sent_at + Math.floor((i * span) / total);
      added += add.run(
        appId,
        message.id,
        kinds[Math.floor(i / uids.length)],
        uids[i % uids.length],
        at,
      ).changes;
    }
  });
  for (let i = 0; i < total; i += 10_000) batch(i, Math.min(total, i + 10_000));
  return added;
}
