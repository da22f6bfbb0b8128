import type { z } from "zod";
import * as importContract from "../../../lib/contract/data-import";
import {
  importGroupRow,
  importMemberRow,
  importMessageRow,
  importUserRow,
} from "../../../lib/schemas/data-import";
import { importGroup, importMember, importUser } from "../core/data-import";
import { importMessage } from "../core/import-messages";
import type { Db } from "../db/types";
import { type Deps, seconds } from "../deps";
import { ApiError, errorBody, validationError } from "../http/errors";
import { type AnyRoute, API_SOURCE, appRoute } from "../http/route";

const refused = (err: ApiError) => ({
  success: false as const,
  error: errorBody(err, API_SOURCE.chat).error,
});

/**
 * Checks each row of a batch and imports it in a savepoint of its own, so a refused row changes nothing while the
 * others land; answers each row's result under its key. `order` picks the order rows are imported in.
 */
function importEach<S extends z.ZodType>(
  deps: Deps,
  rows: Record<string, unknown>,
  what: string,
  schema: S,
  run: (db: Db, row: z.output<S>, now: number) => unknown,
  order?: (a: z.output<S>, b: z.output<S>) => number,
) {
  const now = seconds(deps);
  const out: Record<string, unknown> = {};
  const valid: { key: string; row: z.output<S> }[] = [];
  for (const [key, raw] of Object.entries(rows)) {
    const parsed = schema.safeParse(raw);
    if (parsed.success) valid.push({ key, row: parsed.data });
    else out[key] = refused(validationError(`${what} ${key}`, parsed.error.issues));
  }
  if (order) valid.sort((a, b) => order(a.row, b.row));
  for (const { key, row } of valid) {
    try {
      out[key] = { success: true, data: deps.db.transaction(() => run(deps.db, row, now))() };
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      out[key] = refused(err);
    }
  }
  return { data: out };
}

const importUsers = appRoute({
  ...importContract.importUsers,
  handler: ({ deps, app, body }) =>
    importEach(deps, body.users, "user", importUserRow, (db, row, now) => importUser(db, app.id, row, now)),
});

const importGroups = appRoute({
  ...importContract.importGroups,
  handler: ({ deps, app, body }) =>
    importEach(deps, body.groups, "group", importGroupRow, (db, row, now) =>
      importGroup(db, app.id, row, now),
    ),
});

const importMembers = appRoute({
  ...importContract.importMembers,
  handler: ({ deps, app, body }) =>
    importEach(deps, body.members, "member", importMemberRow, (db, row, now) =>
      importMember(db, app.id, row, now),
    ),
});

// Message ids grow with import order: a batch is imported oldest first, whatever order its keys come in.
const importMessages = appRoute({
  ...importContract.importMessages,
  handler: ({ deps, app, body }) =>
    importEach(
      deps,
      body.messages,
      "message",
      importMessageRow,
      (db, row, now) => importMessage(db, app.id, row, now),
      (a, b) => a.sentAt - b.sentAt,
    ),
});

export const dataImportRoutes: AnyRoute[] = [importUsers, importGroups, importMembers, importMessages];
