import type { Migration } from "./migration";

/**
 * GET /messages narrowed by category and type (a group's member actions: `category=action&type=groupMember`)
 * from an index in list order: before, a kind that few messages have was looked for through every message of
 * the app, seconds at a million messages.
 */
export const messageKinds: Migration = {
  version: 14,
  name: "message_kinds",
  up(db) {
    db.exec("CREATE INDEX IF NOT EXISTS messages_kind ON messages(app_id, category, type, id)");
  },
};
