import type { GroupRow } from "../core/groups";
import type { UserRow } from "../core/users";
import type { Db } from "../db/types";

// Rows written by the import operations with the times the import gives (not the time of the request).

export type ImportedUser = Pick<
  UserRow,
  "uid" | "name" | "avatar" | "link" | "role" | "metadata" | "tags"
> & {
  createdAt: number;
  lastActiveAt: number | null;
  deactivatedAt: number;
};

export function insertImportedUser(db: Db, appId: string, u: ImportedUser) {
  db.prepare(
    `INSERT INTO users (app_id, uid, name, avatar, link, role, status, metadata, tags, created_at, last_active_at,
                        deactivated_at)
     VALUES (?, ?, ?, ?, ?, ?, 'offline', ?, ?, ?, ?, ?)`,
  ).run(
    appId,
    u.uid,
    u.name,
    u.avatar,
    u.link,
    u.role,
    u.metadata,
    u.tags,
    u.createdAt,
    u.lastActiveAt,
    u.deactivatedAt,
  );
}

/** Its password already hashed. */
export type ImportedGroup = Pick<
  GroupRow,
  "guid" | "name" | "description" | "icon" | "type" | "password" | "owner" | "metadata" | "tags"
> & { createdAt: number };

export function insertImportedGroup(db: Db, appId: string, g: ImportedGroup) {
  db.prepare(
    `INSERT INTO groups (app_id, guid, name, description, icon, type, password, owner, metadata, tags, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    appId,
    g.guid,
    g.name,
    g.description,
    g.icon,
    g.type,
    g.password,
    g.owner,
    g.metadata,
    g.tags,
    g.createdAt,
  );
}

export const muidTaken = (db: Db, appId: string, muid: string) =>
  db.prepare("SELECT 1 FROM messages WHERE app_id = ? AND muid = ? LIMIT 1").get(appId, muid) !== undefined;

export interface ImportedMessage {
  conversationId: string;
  sender: string;
  receiverType: "user" | "group";
  receiver: string;
  category: string;
  type: string;
  data: string;
  tags: string | null;
  muid: string;
  sentAt: number;
}

/**
 * Stores the message under the next id, sent and updated at its own time, and brings its conversation forward: the
 * conversation starts at its earliest message and is as recent as its latest one. Answers the message's id.
 */
export function insertImportedMessage(db: Db, appId: string, m: ImportedMessage): number {
  const info = db
    .prepare(
      `INSERT INTO messages (app_id, conversation_id, sender, receiver_type, receiver, category, type, data, tags,
                             muid, sent_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      appId,
      m.conversationId,
      m.sender,
      m.receiverType,
      m.receiver,
      m.category,
      m.type,
      m.data,
      m.tags,
      m.muid,
      m.sentAt,
      m.sentAt,
    );
  const id = Number(info.lastInsertRowid);
  db.prepare(
    `INSERT INTO conversations (app_id, conversation_id, conversation_type, created_at, updated_at, last_message_id)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (app_id, conversation_id) DO UPDATE SET
       created_at = min(created_at, excluded.created_at),
       updated_at = max(updated_at, excluded.updated_at),
       last_message_id = max(coalesce(last_message_id, 0), excluded.last_message_id)`,
  ).run(appId, m.conversationId, m.receiverType, m.sentAt, m.sentAt, id);
  if (m.receiverType === "user") {
    const join = db.prepare(
      "INSERT OR IGNORE INTO conversation_state (app_id, conversation_id, uid) VALUES (?, ?, ?)",
    );
    join.run(appId, m.conversationId, m.sender);
    join.run(appId, m.conversationId, m.receiver);
  }
  return id;
}

/** Moves a participant's delivered (or read, which is delivered too) mark up to the message, at the given time. */
export function markImported(
  db: Db,
  appId: string,
  conversationId: string,
  uid: string,
  messageId: number,
  marks: { deliveredAt?: number; readAt?: number },
) {
  const delivered = marks.deliveredAt ?? marks.readAt;
  if (delivered !== undefined) {
    db.prepare(
      `UPDATE conversation_state SET delivered_message_id = ?, delivered_at = ?
        WHERE app_id = ? AND conversation_id = ? AND uid = ? AND delivered_message_id < ?`,
    ).run(messageId, delivered, appId, conversationId, uid, messageId);
  }
  if (marks.readAt !== undefined) {
    db.prepare(
      `UPDATE conversation_state SET read_message_id = ?, read_at = ?
        WHERE app_id = ? AND conversation_id = ? AND uid = ? AND read_message_id < ?`,
    ).run(messageId, marks.readAt, appId, conversationId, uid, messageId);
  }
}
