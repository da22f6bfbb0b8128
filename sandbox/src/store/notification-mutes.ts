import type { Db } from "../db/types";

interface Muted {
  type: string;
  id: string;
}

/** Mutes each conversation for the user until the given time (ms), or until unmuted (no time). */
export function muteConversations(
  db: Db,
  appId: string,
  uid: string,
  conversations: (Muted & { until: number | null })[],
) {
  const upsert = db.prepare(
    `INSERT INTO notification_mutes (app_id, uid, conversation_type, conversation_id, until) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (app_id, uid, conversation_type, conversation_id) DO UPDATE SET until = excluded.until`,
  );
  for (const c of conversations) upsert.run(appId, uid, c.type, c.id, c.until);
}

export function unmuteConversations(db: Db, appId: string, uid: string, conversations: Muted[]) {
  const remove = db.prepare(
    "DELETE FROM notification_mutes WHERE app_id = ? AND uid = ? AND conversation_type = ? AND conversation_id = ?",
  );
  for (const c of conversations) remove.run(appId, uid, c.type, c.id);
}
