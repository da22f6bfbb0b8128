import type { Db } from "../db/types";

/** The tags a user gives a conversation (none: NULL). */
export const setConversationTags = (
  db: Db,
  appId: string,
  conversationId: string,
  uid: string,
  tags: string[],
) =>
  db
    .prepare(
      `INSERT INTO conversation_state (app_id, conversation_id, uid, tags) VALUES (?, ?, ?, ?)
       ON CONFLICT (app_id, conversation_id, uid) DO UPDATE SET tags = excluded.tags`,
    )
    .run(appId, conversationId, uid, tags.length ? JSON.stringify(tags) : null);

/** A group conversation's users are the group's members; a user pair's, everyone who sent or received in it. */
export const conversationUsers = (db: Db, appId: string, conversationId: string, type: string) =>
  (type === "group"
    ? db
        .prepare("SELECT uid FROM group_members WHERE app_id = ? AND guid = ?")
        .pluck()
        .all(appId, conversationId.slice("group_".length))
    : db
        .prepare(
          `SELECT sender AS uid FROM messages WHERE app_id = @app AND conversation_id = @id
           UNION SELECT receiver FROM messages WHERE app_id = @app AND conversation_id = @id`,
        )
        .pluck()
        .all({ app: appId, id: conversationId })) as string[];
