import { recount } from "./before-record";
import type { Migration } from "./migration";

/**
 * GET /calls?uid= answers its true total from a count of each user's calls, kept by triggers in the statement
 * that writes a participant (a user with several devices in one call counts once). Before, the total counted
 * every call of the user on each request: seconds for a user with a million calls.
 */
export const userCallCounts: Migration = {
  version: 13,
  name: "user_call_counts",
  up(db) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS user_call_counts (
        app_id TEXT NOT NULL,
        uid TEXT NOT NULL,
        n INTEGER NOT NULL,
        PRIMARY KEY (app_id, uid)
      ) WITHOUT ROWID;
      -- "+p.uid": the call's own rows are looked up by its key; by the uid's index it would read every call of
      -- the user, on each insert.
      CREATE TRIGGER IF NOT EXISTS user_call_counts_insert AFTER INSERT ON call_participants
      WHEN NOT EXISTS (SELECT 1 FROM call_participants p WHERE p.app_id = NEW.app_id
        AND p.session_id = NEW.session_id AND +p.uid = NEW.uid AND p.seq <> NEW.seq)
      BEGIN
        INSERT INTO user_call_counts (app_id, uid, n) VALUES (NEW.app_id, NEW.uid, 1)
        ON CONFLICT (app_id, uid) DO UPDATE SET n = n + 1;
      END;
      CREATE TRIGGER IF NOT EXISTS user_call_counts_delete AFTER DELETE ON call_participants
      WHEN NOT EXISTS (SELECT 1 FROM call_participants p WHERE p.app_id = OLD.app_id
        AND p.session_id = OLD.session_id AND +p.uid = OLD.uid)
      BEGIN
        UPDATE user_call_counts SET n = n - 1 WHERE app_id = OLD.app_id AND uid = OLD.uid;
      END;
    `);
    recount(
      db,
      "user_call_counts",
      "SELECT app_id, uid, count(DISTINCT session_id) FROM call_participants GROUP BY app_id, uid",
    );
  },
};
