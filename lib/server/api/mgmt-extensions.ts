import "server-only";
import * as appsContract from "../../contract/apps";
import * as extensionsContract from "../../contract/extensions";
import { settingsOf } from "../../schemas/extension-settings";
import { type ExtensionSettingsSpec, WIDGET_FIELDS } from "../../shared/extensions/catalogue";
import { pickFields, secretPaths } from "../../shared/extensions/settings-fields";
import { maskSecret } from "../../shared/mask-token";
import { UserFacingError } from "../../user-facing-error";
import { call } from "./call";
import { isServiceError } from "./errors";
import type { Connection } from "./request";

// The app's extensions on the management API: the list, enabling and disabling, each extension's settings
// and the chat widgets. Settings reach the browser with their secrets masked.

type Json = Record<string, unknown>;
const appParams = (conn: Connection) => ({ appId: conn.appId });

export async function listExtensions(conn: Connection) {
  // Every extension on one page: the service offers a few dozen (at most 1000 a page).
  const res = await call(conn, appsContract.listAppExtensions, {
    params: appParams(conn),
    query: { perPage: 1000 },
  });
  return res.data;
}

/** Enables or disables one extension; the service answers an outcome per id. */
export async function setExtensionEnabled(conn: Connection, id: string, enabled: boolean) {
  const res = await call(conn, appsContract.changeAppExtensions, {
    params: appParams(conn),
    body: enabled ? { enabled: [id] } : { disabled: [id] },
  });
  const outcome = (enabled ? res.data.enabled : res.data.disabled)?.[id];
  if (!outcome?.success) throw new UserFacingError(outcome?.message ?? `The service did not change ${id}.`);
  return outcome.message;
}

/** An extension's settings operations (made from the catalogue); an id without settings is refused. */
export function settingsOperations(id: string): extensionsContract.ExtensionSettingsContracts {
  const ops = Object.hasOwn(extensionsContract.extensionSettings, id)
    ? extensionsContract.extensionSettings[id]
    : undefined;
  if (!ops) throw new UserFacingError(`The extension ${id} has no settings here.`);
  return ops;
}

export const settingsSpec = (id: string) => settingsOperations(id).spec;

/** The stored settings as the service answers them (secrets in full: server-side only), or none. */
async function storedSettings(conn: Connection, id: string): Promise<Json | undefined> {
  const { spec, get } = settingsOperations(id);
  try {
    const res = await call(conn, get, { params: appParams(conn) });
    const { appId: _, ...answered } = settingsOf(res) ?? {};
    // Fields the service answers under another name come back to their own.
    const own = Object.fromEntries(Object.entries(spec.readAs ?? {}).map(([k, v]) => [v, k]));
    return Object.fromEntries(Object.entries(answered).map(([k, v]) => [own[k] ?? k, v]));
  } catch (e) {
    if (isServiceError(e) && e.status === 404) return undefined;
    throw e;
  }
}

/** The described fields only, secrets masked: what the browser is given of stored settings. */
export function forBrowser(fields: ExtensionSettingsSpec["fields"], settings: Json): Json {
  const out = pickFields(fields, settings);
  for (const path of secretPaths(fields)) {
    const last = path.at(-1) as string;
    const parent = path.slice(0, -1).reduce<Json | undefined>((o, k) => o?.[k] as Json | undefined, out);
    if (parent && typeof parent[last] === "string") parent[last] = maskSecret(parent[last] as string);
  }
  return out;
}

/** What the browser may see of an extension's settings: masked, or none stored. */
export async function getExtensionSettings(conn: Connection, id: string) {
  const stored = await storedSettings(conn, id);
  return stored ? forBrowser(settingsSpec(id).fields, stored) : undefined;
}

/** For the save: what is stored, secrets included, to keep those left blank. */
export const storedExtensionSettings = (conn: Connection, id: string) => storedSettings(conn, id);

/** Stores the whole settings: with the extension's store operation the first time, a change after. */
export async function saveExtensionSettings(
  conn: Connection,
  id: string,
  settings: Json,
  firstTime: boolean,
) {
  const { spec, store, change } = settingsOperations(id);
  await call(conn, firstTime && store ? store : change, {
    params: appParams(conn),
    body: spec.wrapped ? { settings } : settings,
  });
}

/** The app's chat widgets, each configuration masked for the browser. */
export async function listWidgets(conn: Connection) {
  const res = await call(conn, extensionsContract.listWidgets, { params: appParams(conn) });
  return res.data.body.data.map((w) => ({
    widgetId: w.widgetId,
    configuration: forBrowser(WIDGET_FIELDS, w.configuration),
  }));
}
export type ChatWidget = Awaited<ReturnType<typeof listWidgets>>[number];
