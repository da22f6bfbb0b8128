import * as apiKeysContract from "../../../lib/contract/api-keys";
import { findKey, insertKey, type KeyRow, MAX_API_KEYS } from "../core/apps";
import type { Db } from "../db/types";
import { seconds } from "../deps";
import { ApiError, notFound } from "../http/errors";
import { pageMeta, success } from "../http/query";
import { type AnyRoute, appRoute } from "../http/route";
import { apiKeyPage, countApiKeys, deleteApiKey, updateApiKey } from "../store/api-keys";

export const apiKeyView = (k: KeyRow) => ({
  apiKey: k.api_key,
  name: k.name,
  scope: k.scope,
  createdAt: k.created_at,
});

function requireKey(db: Db, appId: string, apiKey: string): KeyRow {
  const row = findKey(db, appId, apiKey);
  if (!row) throw notFound("ERR_APIKEY_NOT_FOUND", `The API key ${apiKey} does not exist.`);
  return row;
}

/** A key acting on itself could lock the caller out; the service refuses it. */
function refuseSelf(callerKey: KeyRow, target: string, action: string) {
  if (callerKey.api_key === target) {
    throw new ApiError(
      400,
      "ERR_APIKEY_NO_SELF_ACTION",
      `An API key cannot ${action} itself. Use another fullAccess key.`,
    );
  }
}

const createKey = appRoute({
  ...apiKeysContract.createApiKey,
  handler: ({ deps, app, body }) => {
    if (countApiKeys(deps.db, app.id) >= MAX_API_KEYS) {
      throw new ApiError(
        400,
        "ERR_APIKEY_LIMIT_REACHED",
        `An app can have at most ${MAX_API_KEYS} API keys. Delete one before creating another.`,
      );
    }
    return { data: apiKeyView(insertKey(deps.db, app.id, body.name, body.scope, seconds(deps))) };
  },
});

const listKeys = appRoute({
  ...apiKeysContract.listApiKeys,
  handler: ({ deps, app, query }) => {
    const { total, rows } = apiKeyPage(deps.db, app.id, query);
    return { data: rows.map(apiKeyView), meta: pageMeta(total, rows.length, query.page, query.perPage) };
  },
});

const getKey = appRoute({
  ...apiKeysContract.getApiKey,
  handler: ({ deps, app, params }) => ({ data: apiKeyView(requireKey(deps.db, app.id, params.apiKey)) }),
});

const updateKey = appRoute({
  ...apiKeysContract.updateApiKey,
  handler: ({ deps, app, key, params, body }) => {
    const row = requireKey(deps.db, app.id, params.apiKey);
    refuseSelf(key, row.api_key, "update");
    updateApiKey(deps.db, app.id, row.api_key, {
      name: body.name ?? row.name,
      scope: body.scope ?? row.scope,
    });
    return { data: apiKeyView(requireKey(deps.db, app.id, row.api_key)) };
  },
});

const deleteKey = appRoute({
  ...apiKeysContract.deleteApiKey,
  handler: ({ deps, app, key, params }) => {
    const row = requireKey(deps.db, app.id, params.apiKey);
    refuseSelf(key, row.api_key, "delete");
    deleteApiKey(deps.db, app.id, row.api_key);
    return success(`The API key ${row.api_key} has been deleted.`);
  },
});

export const apiKeysRoutes: AnyRoute[] = [createKey, listKeys, getKey, updateKey, deleteKey];
