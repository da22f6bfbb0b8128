import { recount } from "./before-record";
import type { Migration } from "./migration";

/** The counts GET /users and GET /calls answer totals from, for rows written before their triggers. */
export const userAndCallCounts: Migration = {
  version: 8,
  name: "user_and_call_counts",
  up(db) {
    recount(
      db,
      "user_counts",
      "SELECT app_id, deactivated_at > 0, status, role, count(*) FROM users GROUP BY 1, 2, 3, 4",
    );
    recount(
      db,
      "call_counts",
      `SELECT app_id, status, type, mode, receiver_type, has_recording, has_transcription, total_participants,
        count(*) FROM calls GROUP BY 1, 2, 3, 4, 5, 6, 7, 8`,
    );
  },
};
