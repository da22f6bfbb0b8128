import type { Db } from "../db/types";

/** The fields of a user a client sets, by the column that stores each. */
export const USER_COLUMNS = {
  name: "name",
  avatar: "avatar",
  link: "link",
  role: "role",
  statusMessage: "status_message",
  metadata: "metadata",
  tags: "tags",
} as const;
export type UserField = keyof typeof USER_COLUMNS;

export function insertUser(
  db: Db,
  appId: string,
  u: {
    uid: string;
    name: string;
    avatar: string | null;
    link: string | null;
    role: string;
    statusMessage: string | null;
    metadata: string | null;
    tags: string | null;
  },
  now: number,
) {
  db.prepare(
    `INSERT INTO users (app_id, uid, name, avatar, link, role, status, status_message, metadata, tags, created_at)
     VALUES (?, ?, ?, ?, ?, ?, 'offline', ?, ?, ?, ?)`,
  ).run(appId, u.uid, u.name, u.avatar, u.link, u.role, u.statusMessage, u.metadata, u.tags, now);
}

/** Sets the fields given (JSON fields already serialised), empties those in `unset`, and stamps the update. */
export function updateUser(
  db: Db,
  appId: string,
  uid: string,
  values: Partial<Record<UserField, string | null>>,
  unset: UserField[],
  now: number,
) {
  const sets: string[] = [];
  const args: (string | number | null)[] = [];
  for (const [field, column] of Object.entries(USER_COLUMNS) as [UserField, string][]) {
    const value = values[field];
    if (value === undefined) continue;
    sets.push(`${column} = ?`);
    args.push(value);
  }
  for (const field of unset) sets.push(`${USER_COLUMNS[field]} = NULL`);
  sets.push("updated_at = ?");
  args.push(now);
  db.prepare(`UPDATE users SET ${sets.join(", ")} WHERE app_id = ? AND uid = ?`).run(...args, appId, uid);
}

/** Deactivates the user at `at` (unix seconds), or reactivates them with 0. */
export const setDeactivatedAt = (db: Db, appId: string, uid: string, at: number) =>
  db.prepare("UPDATE users SET deactivated_at = ? WHERE app_id = ? AND uid = ?").run(at, appId, uid);

/** As the hosted service does, its messages go too, so a new user taking the uid inherits nothing. */
export function deleteUserForGood(db: Db, appId: string, uid: string) {
  purgeMessagesOf(db, appId, uid);
  for (const [table, other] of [
    ["blocked_users", "blocked_uid"],
    ["friends", "friend_uid"],
  ] as const) {
    db.prepare(`DELETE FROM ${table} WHERE app_id = ? AND (uid = ? OR ${other} = ?)`).run(appId, uid, uid);
  }
  for (const sql of [
    "DELETE FROM auth_tokens WHERE app_id = ? AND uid = ?",
    "DELETE FROM group_members WHERE app_id = ? AND uid = ?",
    "DELETE FROM group_bans WHERE app_id = ? AND uid = ?",
    "DELETE FROM conversation_state WHERE app_id = ? AND uid = ?",
    "DELETE FROM users WHERE app_id = ? AND uid = ?",
  ]) {
    db.prepare(sql).run(appId, uid);
  }
}

function purgeMessagesOf(db: Db, appId: string, uid: string) {
  const pairs = db
    .prepare(
      `SELECT conversation_id AS id FROM messages
        WHERE app_id = ? AND receiver_type = 'user' AND (sender = ? OR receiver = ?)
       UNION
       SELECT s.conversation_id FROM conversation_state s
         JOIN conversations c ON c.app_id = s.app_id AND c.conversation_id = s.conversation_id
        WHERE s.app_id = ? AND s.uid = ? AND c.conversation_type = 'user'`,
    )
    .all(appId, uid, uid, appId, uid) as { id: string }[];
  for (const table of ["messages", "conversation_state", "conversations"]) {
    const del = db.prepare(`DELETE FROM ${table} WHERE app_id = ? AND conversation_id = ?`);
    for (const { id } of pairs) del.run(appId, id);
  }
  db.prepare("DELETE FROM reactions WHERE app_id = ? AND uid = ?").run(appId, uid);
  db.prepare("DELETE FROM messages WHERE app_id = ? AND receiver_type = 'group' AND sender = ?").run(
    appId,
    uid,
  );
  // Group conversations whose last message was one of the user's now point at the newest one left.
  db.prepare(
    `UPDATE conversations SET last_message_id = (SELECT max(id) FROM messages m
        WHERE m.app_id = conversations.app_id AND m.conversation_id = conversations.conversation_id)
      WHERE app_id = ? AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.id = conversations.last_message_id)`,
  ).run(appId);
  db.prepare("DELETE FROM conversations WHERE app_id = ? AND last_message_id IS NULL").run(appId);
}
