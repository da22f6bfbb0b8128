import type { Migration } from "./migration";

/**
 * GET /users in each of its orders from a narrow index that also holds the plain filters (deactivated,
 * status, role): a page's uids are found by skipping index entries, not rows, and only the page's rows read.
 * Before, a deep page by uid skipped OFFSET whole rows, and a page by name or creation time sorted the app's
 * users on every request.
 */
export const userListOrder: Migration = {
  version: 12,
  name: "user_list_order",
  up(db) {
    db.exec(`
      CREATE INDEX IF NOT EXISTS users_list_uid ON users(app_id, uid, deactivated_at, status, role);
      CREATE INDEX IF NOT EXISTS users_list_name ON users(app_id, name COLLATE NOCASE, uid, deactivated_at, status, role);
      CREATE INDEX IF NOT EXISTS users_list_created ON users(app_id, created_at, uid, deactivated_at, status, role);
    `);
  },
};
