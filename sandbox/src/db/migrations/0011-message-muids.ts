import type { Db } from "../types";
import type { Migration } from "./migration";

/** Messages found by their `muid`: an import refuses a muid the app already holds, without scanning its messages. */
export const messageMuids: Migration = {
  version: 11,
  name: "message_muids",
  up: (db: Db) => {
    db.exec("CREATE INDEX IF NOT EXISTS messages_muid ON messages(app_id, muid) WHERE muid IS NOT NULL");
  },
};
