import { prepared } from "../db/prepared";
import type { Db } from "../db/types";
import { conversationStates, type StateRow } from "./conversation-state";
import { type MessageRow, messageView } from "./messages";
import { reactionCounts } from "./reactions";

/** Receipts report the viewer's own state, or the receiver's for its sender or the app. [ours] */
function receiptTarget(row: MessageRow, viewer?: string): string | undefined {
  if (viewer && viewer !== row.sender) return viewer;
  return row.receiver_type === "user" ? row.receiver : undefined;
}

function receiptFields(row: MessageRow, st: StateRow | undefined) {
  if (!st) return {};
  return {
    deliveredAt: st.delivered_message_id >= row.id ? (st.delivered_at ?? undefined) : undefined,
    readAt: st.read_message_id >= row.id ? (st.read_at ?? undefined) : undefined,
  };
}

/** Replies per thread parent among `ids`, as the client SDKs' message `replyCount`. */
function replyCounts(db: Db, appId: string, ids: number[]): Map<number, number> {
  if (ids.length === 0) return new Map();
  const rows = prepared(
    db,
    `SELECT parent_id, count(*) AS n FROM messages
      WHERE app_id = ? AND parent_id IS NOT NULL AND parent_id IN (SELECT value FROM json_each(?))
      GROUP BY parent_id`,
  ).all(appId, JSON.stringify(ids)) as { parent_id: number; n: number }[];
  return new Map(rows.map((r) => [r.parent_id, r.n]));
}

const stateKey = (conversationId: string, uid: string) => `${conversationId}\u0000${uid}`;

/**
 * The receipt states the rows' receipts report, keyed by conversation and uid: one read of just those pairs
 * (a page may span hundreds of conversations, and a group's has a state per member).
 */
function receiptStates(db: Db, appId: string, rows: MessageRow[], viewer?: string): Map<string, StateRow> {
  const pairs = new Map<string, [string, string]>();
  for (const row of rows) {
    const target = receiptTarget(row, viewer);
    if (target) pairs.set(stateKey(row.conversation_id, target), [row.conversation_id, target]);
  }
  if (pairs.size === 0) return new Map();
  const states = prepared(
    db,
    `SELECT * FROM conversation_state
      WHERE app_id = ? AND (conversation_id, uid) IN (SELECT value ->> 0, value ->> 1 FROM json_each(?))`,
  ).all(appId, JSON.stringify([...pairs.values()])) as StateRow[];
  return new Map(states.map((st) => [stateKey(st.conversation_id, st.uid), st]));
}

export function messagesForViewer(db: Db, appId: string, rows: MessageRow[], viewer?: string) {
  const ids = rows.map((r) => r.id);
  const counts = reactionCounts(db, ids, viewer);
  const replies = replyCounts(
    db,
    appId,
    rows.filter((r) => r.parent_id === null).map((r) => r.id),
  );
  const states = receiptStates(db, appId, rows, viewer);
  return rows.map((row) => {
    const target = receiptTarget(row, viewer);
    const st = target ? states.get(stateKey(row.conversation_id, target)) : undefined;
    const view = messageView(row, receiptFields(row, st));
    const reactions = counts.get(row.id);
    if (reactions) view.data = { ...(view.data as Record<string, unknown>), reactions };
    const replyCount = replies.get(row.id);
    return replyCount ? { ...view, replyCount } : view;
  });
}

export function messageDetail(db: Db, appId: string, row: MessageRow, viewer?: string) {
  const [view] = messagesForViewer(db, appId, [row], viewer);
  const states = conversationStates(db, appId, row.conversation_id);
  const data: [string, number, number][] = [];
  for (const st of states.values()) {
    if (st.uid === row.sender) continue;
    const delivered = st.delivered_message_id >= row.id ? (st.delivered_at ?? 0) : 0;
    const read = st.read_message_id >= row.id ? (st.read_at ?? 0) : 0;
    if (delivered || read) data.push([st.uid, delivered, read]);
  }
  return { ...view, receipts: { data } };
}
