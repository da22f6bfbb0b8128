import type { Db } from "../db/types";
import { notFound } from "../http/errors";
import { appSetting, conversationSettingFor } from "./app-settings";
import { compact, fromJson, toJson } from "./json";

export interface MessageRow {
  id: number;
  app_id: string;
  conversation_id: string;
  sender: string;
  receiver_type: "user" | "group";
  receiver: string;
  category: string;
  type: string;
  data: string;
  tags: string | null;
  muid: string | null;
  sent_at: number;
  updated_at: number;
  edited_at: number | null;
  edited_by: string | null;
  deleted_at: number | null;
  deleted_by: string | null;
  parent_id: number | null;
}

export function conversationIdFor(receiverType: "user" | "group", sender: string, receiver: string): string {
  if (receiverType === "group") return `group_${receiver}`;
  const [a, b] = [sender, receiver].sort();
  return `${a}_user_${b}`;
}

export function findMessage(db: Db, appId: string, id: string | number): MessageRow | undefined {
  const n = typeof id === "number" ? id : /^\d{1,15}$/.test(id) ? Number(id) : Number.NaN;
  if (!Number.isSafeInteger(n)) return undefined;
  return db.prepare("SELECT * FROM messages WHERE app_id = ? AND id = ?").get(appId, n) as
    | MessageRow
    | undefined;
}

export function requireMessage(db: Db, appId: string, id: string | number): MessageRow {
  const row = findMessage(db, appId, id);
  if (!row) throw notFound("ERR_MESSAGE_ID_NOT_FOUND", `The message ${id} does not exist.`);
  return row;
}

export interface NewMessage {
  sender: string;
  receiverType: "user" | "group";
  receiver: string;
  category: string;
  type: string;
  data: Record<string, unknown>;
  tags?: string[];
  muid?: string;
  /** Set when the message belongs to a conversation its sender is not part of (action messages). */
  conversationId?: string;
  parentId?: number;
  /** An id reserved earlier (a message withheld by moderation, delivered on approval). */
  id?: number;
}

/** An id no message will take: the table's AUTOINCREMENT never hands one out twice. */
export function reserveMessageId(db: Db, appId: string, nowSec: number): number {
  const info = db
    .prepare(
      "INSERT INTO messages (app_id, conversation_id, sender, receiver_type, receiver, category, type, data, sent_at, updated_at) VALUES (?, '', '', 'user', '', 'message', 'text', '{}', ?, ?)",
    )
    .run(appId, nowSec, nowSec);
  const id = Number(info.lastInsertRowid);
  db.prepare("DELETE FROM messages WHERE id = ?").run(id);
  return id;
}

export function insertMessage(db: Db, appId: string, m: NewMessage, nowSec: number): MessageRow {
  const conversationId = m.conversationId ?? conversationIdFor(m.receiverType, m.sender, m.receiver);
  const info = db
    .prepare(
      `INSERT INTO messages (id, app_id, conversation_id, sender, receiver_type, receiver, category, type, data, tags, muid, sent_at, updated_at, parent_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      m.id ?? null,
      appId,
      conversationId,
      m.sender,
      m.receiverType,
      m.receiver,
      m.category,
      m.type,
      JSON.stringify(m.data),
      toJson(m.tags),
      m.muid ?? null,
      nowSec,
      nowSec,
      m.parentId ?? null,
    );
  const id = Number(info.lastInsertRowid);
  const setting = conversationSettingFor(m);
  const updates = !setting || appSetting(db, appId, setting);
  db.prepare(
    `INSERT INTO conversations (app_id, conversation_id, conversation_type, created_at, updated_at, last_message_id)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (app_id, conversation_id) DO ${
       updates
         ? "UPDATE SET updated_at = excluded.updated_at, last_message_id = excluded.last_message_id"
         : "NOTHING"
}`,
  ).run(appId, conversationId, m.receiverType, nowSec, nowSec, id);
  if (m.receiverType === "user" && !m.conversationId) {
    // A state row per participant records who is in a user conversation (read marks start at 0).
    const join = db.prepare(
      "INSERT OR IGNORE INTO conversation_state (app_id, conversation_id, uid) VALUES (?, ?, ?)",
    );
    join.run(appId, conversationId, m.sender);
    join.run(appId, conversationId, m.receiver);
  }
  return requireMessage(db, appId, id);
}

export function messageView(row: MessageRow, extra: Record<string, unknown> = {}) {
  const data = JSON.parse(row.data) as Record<string, unknown>;
  if (row.deleted_at) delete data.text;
  return compact({
    id: String(row.id),
    muid: row.muid ?? undefined,
    conversationId: row.conversation_id,
    sender: row.sender,
    receiverType: row.receiver_type,
    receiver: row.receiver,
    category: row.category,
    type: row.type,
    data,
    tags: fromJson<string[]>(row.tags),
    sentAt: row.sent_at,
    updatedAt: row.updated_at,
    editedAt: row.edited_at ?? undefined,
    editedBy: row.edited_by ?? undefined,
    deletedAt: row.deleted_at ?? undefined,
    deletedBy: row.deleted_by ?? undefined,
    parentId: row.parent_id === null || row.parent_id === undefined ? undefined : String(row.parent_id),
    ...extra,
  });
}

type Entity = { entity: unknown; entityType: "user" | "group" | "message" };

export function insertActionMessage(
  db: Db,
  appId: string,
  a: {
    sender: string;
    receiverType: "user" | "group";
    receiver: string;
    type: "groupMember" | "message";
    action: string;
    by: Entity;
    on: Entity;
    for: Entity;
    extraData?: Record<string, unknown>;
    conversationId?: string;
  },
  nowSec: number,
): MessageRow {
  return insertMessage(
    db,
    appId,
    {
      sender: a.sender,
      receiverType: a.receiverType,
      receiver: a.receiver,
      category: "action",
      type: a.type,
      data: { action: a.action, ...a.extraData, entities: { by: a.by, on: a.on, for: a.for } },
      conversationId: a.conversationId,
    },
    nowSec,
  );
}
