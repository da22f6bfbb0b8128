import * as moderationContract from "../../../lib/contract/moderation";
import type { Db } from "../db/types";
import { seconds } from "../deps";
import { conflict, notFound } from "../http/errors";
import { type AnyRoute, appRoute } from "../http/route";
import {
  deleteReason,
  findReason,
  insertReason,
  listReasons,
  type ReasonRow,
  updateReason,
} from "../store/moderation-reasons";
import { listMeta, ready } from "./moderation-shared";

const reasonView = (r: ReasonRow) => ({
  id: r.id,
  name: r.name,
  ...(r.description ? { description: r.description } : {}),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  ...(r.is_default ? { default: true } : {}),
});
export function requireReason(db: Db, appId: string, id: string): ReasonRow {
  const row = findReason(db, appId, id);
  if (!row) throw notFound("ERR_REASON_NOT_FOUND", `The reason ${id} does not exist.`);
  return row;
}

export const moderationReasonRoutes: AnyRoute[] = [
  appRoute({
    ...moderationContract.createReason,
    handler: ({ deps, app, body }) => {
      ready(deps, app);
      if (findReason(deps.db, app.id, body.id))
        throw conflict("ERR_REASON_ALREADY_EXISTS", `The reason ${body.id} already exists.`);
      const now = seconds(deps);
      insertReason(deps.db, app.id, { ...body, description: body.description ?? null }, now);
      return { data: reasonView(requireReason(deps.db, app.id, body.id)) };
    },
  }),
  appRoute({
    ...moderationContract.listReasons,
    handler: ({ deps, app, query }) => {
      ready(deps, app);
      const rows = listReasons(deps.db, app.id, query.limit);
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
      updateReason(
        deps.db,
        app.id,
        row.id,
        { name: body.name, description: body.description ?? row.description },
        seconds(deps),
      );
      return { data: reasonView(requireReason(deps.db, app.id, row.id)) };
    },
  }),
  appRoute({
    ...moderationContract.deleteReason,
    handler: ({ deps, app, params }) => {
      ready(deps, app);
      const row = requireReason(deps.db, app.id, params.id);
      deleteReason(deps.db, app.id, row.id);
      return { success: true, message: `The reason with id ${row.id} has been deleted successfully.` };
    },
  }),
];
