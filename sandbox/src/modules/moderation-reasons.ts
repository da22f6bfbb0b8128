import * as moderationContract from "../../../lib/contract/moderation";
import type { Db } from "../db/types";
import { seconds } from "../deps";
import { conflict, notFound } from "../http/errors";
import { type AnyRoute, appRoute } from "../http/route";
import { listMeta, ready } from "./moderation-shared";

interface ReasonRow {
  id: string;
  name: string;
  description: string | null;
  is_default: number;
  created_at: number;
  updated_at: number;
}
const reasonView = (r: ReasonRow) => ({
  id: r.id,
  name: r.name,
  ...(r.description ? { description: r.description } : {}),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  ...(r.is_default ? { default: true } : {}),
});
export function requireReason(db: Db, appId: string, id: string): ReasonRow {
  const row = db.prepare("SELECT * FROM mod_reasons WHERE app_id = ? AND id = ?").get(appId, id) as
    | ReasonRow
    | undefined;
  if (!row) throw notFound("ERR_REASON_NOT_FOUND", `The reason ${id} does not exist.`);
  return row;
}

export const moderationReasonRoutes: AnyRoute[] = [
  appRoute({
    ...moderationContract.createReason,
    handler: ({ deps, app, body }) => {
      ready(deps, app);
      if (deps.db.prepare("SELECT 1 FROM mod_reasons WHERE app_id = ? AND id = ?").get(app.id, body.id))
        throw conflict("ERR_REASON_ALREADY_EXISTS", `The reason ${body.id} already exists.`);
      const now = seconds(deps);
      deps.db
        .prepare(
          "INSERT INTO mod_reasons (app_id, id, name, description, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)",
        )
        .run(app.id, body.id, body.name, body.description ?? null, now, now);
      return { data: reasonView(requireReason(deps.db, app.id, body.id)) };
    },
  }),
  appRoute({
    ...moderationContract.listReasons,
    handler: ({ deps, app, query }) => {
      ready(deps, app);
      const rows = deps.db
        .prepare(
          "SELECT * FROM mod_reasons WHERE app_id = ? ORDER BY is_default DESC, created_at, id LIMIT ?",
        )
        .all(app.id, query.limit) as ReasonRow[];
      return { data: rows.map(reasonView), meta: listMeta(query.limit, rows.length) };
    },
  }),
  appRoute({
    ...moderationContract.getReason,
    handler: ({ deps, app, params }) => {
      ready(deps, app);
      return { data: reasonView(requireReason(deps.db, app.id, params.id)) };
    },
  }),
  appRoute({
    ...moderationContract.updateReason,
    handler: ({ deps, app, params, body }) => {
      ready(deps, app);
      const row = requireReason(deps.db, app.id, params.id);
      deps.db
        .prepare(
          "UPDATE mod_reasons SET name = ?, description = ?, updated_at = ? WHERE app_id = ? AND id = ?",
        )
        .run(body.name, body.description ?? row.description, seconds(deps), app.id, row.id);
      return { data: reasonView(requireReason(deps.db, app.id, row.id)) };
    },
  }),
  appRoute({
    ...moderationContract.deleteReason,
    handler: ({ deps, app, params }) => {
      ready(deps, app);
      const row = requireReason(deps.db, app.id, params.id);
      deps.db.prepare("DELETE FROM mod_reasons WHERE app_id = ? AND id = ?").run(app.id, row.id);
      return { success: true, message: `The reason with id ${row.id} has been deleted successfully.` };
    },
  }),
];
