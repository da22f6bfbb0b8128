import "server-only";
import { EXTENSION_SETTINGS, type ExtensionSettingsSpec, WIDGET_FIELDS } from "../extensions/catalogue";
import { pickFields, secretPaths } from "../extensions/settings-fields";
import { maskSecret } from "../mask-token";
import { extensionChangesEnvelope, extensionListEnvelope } from "../schemas/apps";
import {
  extensionAnswerEnvelope,
  settingsOf,
  widgetCreatedEnvelope,
  widgetListEnvelope,
} from "../schemas/extension-settings";
import { UserFacingError } from "../user-facing-error";
import { isServiceError } from "./errors";
import { type Connection, serviceRequest } from "./request";

// The app's extensions on the management API: the list, enabling and disabling, each extension's settings
// and the chat widgets. Settings reach the browser with their secrets masked.

type Json = Record<string, unknown>;
const base = (conn: Connection) => `/apps/${encodeURIComponent(conn.appId)}/extensions`;
const settingsPath = (conn: Connection, id: string, spec: ExtensionSettingsSpec) =>
  `${base(conn)}/${id}/${spec.version}/settings`;

export async function listExtensions(conn: Connection) {
  // Every extension on one page: the service offers a few dozen (at most 1000 a page).
  return (
    await serviceRequest(conn, {
      api: "mgmt",
      path: base(conn),
      query: { perPage: 1000 },
      schema: extensionListEnvelope,
    })
  ).data;
}

/** Enables or disables one extension; the service answers an outcome per id. */
export async function setExtensionEnabled(conn: Connection, id: string, enabled: boolean) {
  const res = await serviceRequest(conn, {
    api: "mgmt",
    method: "POST",
    path: base(conn),
    body: enabled ? { enabled: [id] } : { disabled: [id] },
    schema: extensionChangesEnvelope,
  });
  const outcome = (enabled ? res.data.enabled : res.data.disabled)?.[id];
  if (!outcome?.success) throw new UserFacingError(outcome?.message ?? `The service did not change ${id}.`);
  return outcome.message;
}

export function settingsSpec(id: string): ExtensionSettingsSpec {
  const spec = EXTENSION_SETTINGS[id];
  if (!spec) throw new UserFacingError(`The extension ${id} has no settings here.`);
  return spec;
}

/** The stored settings as the service answers them (secrets in full: server-side only), or none. */
async function storedSettings(
  conn: Connection,
  id: string,
  spec: ExtensionSettingsSpec,
): Promise<Json | undefined> {
  try {
    const res = await serviceRequest(conn, {
      api: "mgmt",
      path: settingsPath(conn, id, spec),
      schema: extensionAnswerEnvelope,
    });
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
  const spec = settingsSpec(id);
  const stored = await storedSettings(conn, id, spec);
  return stored ? forBrowser(spec.fields, stored) : undefined;
}

/** For the save: what is stored, secrets included, to keep those left blank. */
export const storedExtensionSettings = (conn: Connection, id: string) =>
  storedSettings(conn, id, settingsSpec(id));

/** Stores the whole settings: with the extension's store method the first time, an update after. */
export async function saveExtensionSettings(
  conn: Connection,
  id: string,
  settings: Json,
  firstTime: boolean,
) {
  const spec = settingsSpec(id);
  await serviceRequest(conn, {
    api: "mgmt",
    method: firstTime ? spec.store : "PUT",
    path: settingsPath(conn, id, spec),
    body: spec.wrapped ? { settings } : settings,
    schema: extensionAnswerEnvelope,
  });
}

export async function deleteExtensionSettings(conn: Connection, id: string) {
  const spec = settingsSpec(id);
  await serviceRequest(conn, {
    api: "mgmt",
    method: "DELETE",
    path: settingsPath(conn, id, spec),
    schema: extensionAnswerEnvelope,
    idempotent: true,
  });
}

const widgetsPath = (conn: Connection) => `${base(conn)}/widget/v2/settings`;

export async function listWidgets(conn: Connection) {
  const res = await serviceRequest(conn, {
    api: "mgmt",
    path: widgetsPath(conn),
    schema: widgetListEnvelope,
  });
  return res.data.body.data.map((w) => ({
    widgetId: w.widgetId,
    configuration: forBrowser(WIDGET_FIELDS, w.configuration),
  }));
}
export type ChatWidget = Awaited<ReturnType<typeof listWidgets>>[number];

export async function createWidget(conn: Connection, settings: Json) {
  const res = await serviceRequest(conn, {
    api: "mgmt",
    method: "POST",
    path: widgetsPath(conn),
    body: { settings },
    schema: widgetCreatedEnvelope,
  });
  return res.data.body.data.widgetId;
}

export async function updateWidget(conn: Connection, widgetId: string, settings: Json) {
  await serviceRequest(conn, {
    api: "mgmt",
    method: "PUT",
    path: widgetsPath(conn),
    body: { settings: { ...settings, widgetId } },
    schema: extensionAnswerEnvelope,
  });
}
