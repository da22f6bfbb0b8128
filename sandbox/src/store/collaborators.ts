import type { Db } from "../db/types";

/** The app's team, in the order its members were added. */
export const collaborators = (db: Db, appId: string) =>
  db
    .prepare(
      "SELECT id, name, email, role, added_at FROM app_collaborators WHERE app_id = ? ORDER BY id, email",
    )
    .all(appId) as { id: number; name: string; email: string; role: string; added_at: number }[];

/** Adds a collaborator with the next id, or gives one already there the role. */
export function addCollaborator(
  db: Db,
  appId: string,
  c: { email: string; role: string; name: string },
  now: number,
) {
  const { id } = db
    .prepare("SELECT COALESCE(MAX(id), 0) + 1 AS id FROM app_collaborators WHERE app_id = ?")
    .get(appId) as { id: number };
  db.prepare(
    `INSERT INTO app_collaborators (app_id, email, role, added_at, id, name) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (app_id, email) DO UPDATE SET role = excluded.role`,
  ).run(appId, c.email, c.role, now, id, c.name);
}

/** Removes a collaborator; answers whether there was one. */
export const removeCollaborator = (db: Db, appId: string, email: string) =>
  db.prepare("DELETE FROM app_collaborators WHERE app_id = ? AND email = ?").run(appId, email).changes > 0;
