import { createPrivateKey, randomUUID } from "node:crypto";
import * as extensionsContract from "../../../lib/contract/extensions";
import {
  type Answers,
  type ExtensionSettingsSpec,
  WIDGET_FIELDS,
} from "../../../lib/shared/extensions/catalogue";
import { type Field, objectSchema } from "../../../lib/shared/extensions/settings-fields";
import { requireActiveApp } from "../core/apps";
import { deepMerge, type Json } from "../core/notification-settings";
import type { Db } from "../db/types";
import { type Deps, seconds } from "../deps";
import { badRequest, notFound, validationError } from "../http/errors";
import { type AnyRoute, mgmtRoute } from "../http/route";
import {
  deleteExtensionSettings,
  hasCertificate,
  insertWidget,
  recordCertificate,
  saveExtensionSettings,
  storedExtensionSettings,
  updateWidget,
  widgetConfiguration,
  widgets,
} from "../store/extension-settings";

// The management API's extension settings: store, change, read and delete each extension's settings, the chat
// widgets, and the push extension's APNs certificates. Bodies are checked against the fields the published file
// gives each extension (lib/shared/extensions/catalogue.ts); answers take each extension's published shape.

function stored(db: Db, appId: string, id: string): Json | undefined {
  const settings = storedExtensionSettings(db, appId, id);
  return settings ? (JSON.parse(settings) as Json) : undefined;
}

function requireStored(db: Db, appId: string, id: string, spec: ExtensionSettingsSpec): Json {
  const found = stored(db, appId, id);
  if (!found) {
    throw notFound(
      "ERR_SETTINGS_NOT_FOUND",
      `No settings of the ${spec.name} extension are stored for this app.`,
    );
  }
  return found;
}

function save(deps: Deps, appId: string, id: string, settings: Json) {
  saveExtensionSettings(deps.db, appId, id, settings, seconds(deps));
}

/** The published envelope; `responseTime` is the time the request took, in seconds as published. */
function envelope(deps: Deps, started: number, body: unknown) {
  return {
    data: { statusCode: 200, success: true, responseTime: Math.max(1, deps.now() - started) / 1000, body },
  };
}

type Kind = Answers[keyof Answers];

function answer(deps: Deps, started: number, kind: Kind, settings: Json, appId: string) {
  switch (kind) {
    case "bare":
      return { settings };
    case "echo":
      return envelope(deps, started, { data: { settings } });
    case "echoAppId":
      return envelope(deps, started, { data: { settings: { ...settings, appId } } });
    case "bodySuccess":
      return envelope(deps, started, { success: true });
    case "settingsSuccess":
      return envelope(deps, started, { data: { settings: { success: true } } });
    case "success":
      return envelope(deps, started, { data: { success: true } });
  }
}

const settingsIn = (spec: ExtensionSettingsSpec, body: unknown) =>
  (spec.wrapped ? (body as { settings: Json }).settings : body) as Json;

/** Lists, maps and plain values are replaced by a change; only groups are merged field by field. */
const replaced = (fields: readonly Field[]) =>
  new Set(fields.filter((f) => f.kind !== "group").map((f) => f.key));

/** A change over what is stored, which must still make whole settings (a first PUT stores them). */
function mergeChecked(
  fields: readonly Field[],
  before: Json | undefined,
  change: Json,
  wrapped: boolean,
): Json {
  const next = deepMerge(before ?? {}, change, replaced(fields));
  const check = objectSchema(fields, false).safeParse(next);
  if (!check.success) {
    const at = wrapped ? ["settings"] : [];
    throw validationError(
      "request body",
      check.error.issues.map((i) => ({ ...i, path: [...at, ...i.path] })),
    );
  }
  return check.data as Json;
}

/** Data masking's deletions take items out of a list; the ids themselves are not kept. */
function applyRemovals(spec: ExtensionSettingsSpec, settings: Json): Json {
  if (!spec.removes) return settings;
  const { [spec.removes.ids]: ids, ...rest } = settings;
  const gone = new Set((ids as string[] | undefined) ?? []);
  const list = rest[spec.removes.from];
  if (Array.isArray(list))
    rest[spec.removes.from] = list.filter((item) => !gone.has(String((item as Json).id)));
  return rest;
}

/** A read answers some fields under their published names. */
const asRead = (spec: ExtensionSettingsSpec, settings: Json): Json =>
  Object.fromEntries(Object.entries(settings).map(([k, v]) => [spec.readAs?.[k] ?? k, v]));

function settingsRoutes({
  id,
  spec,
  store,
  change,
  get,
  remove,
}: extensionsContract.ExtensionSettingsContracts): AnyRoute[] {
  const routes: AnyRoute[] = [];
  if (store) {
    routes.push(
      mgmtRoute({
        ...store,
        handler: ({ deps, params, body }) => {
          const started = deps.now();
          const app = requireActiveApp(deps.db, params.appId);
          const settings = applyRemovals(spec, settingsIn(spec, body));
          save(deps, app.id, id, settings);
          return answer(deps, started, spec.answers.write, settings, app.id);
        },
      }),
    );
  }
  routes.push(
    mgmtRoute({
      ...change,
      handler: ({ deps, params, body }) => {
        const started = deps.now();
        const app = requireActiveApp(deps.db, params.appId);
        const before =
          spec.store === "POST" ? requireStored(deps.db, app.id, id, spec) : stored(deps.db, app.id, id);
        const settings = applyRemovals(
          spec,
          mergeChecked(spec.fields, before, settingsIn(spec, body), spec.wrapped),
        );
        save(deps, app.id, id, settings);
        return answer(deps, started, spec.answers.write, settings, app.id);
      },
    }),
    mgmtRoute({
      ...get,
      handler: ({ deps, params }) => {
        const started = deps.now();
        const app = requireActiveApp(deps.db, params.appId);
        return answer(
          deps,
          started,
          spec.answers.read,
          asRead(spec, requireStored(deps.db, app.id, id, spec)),
          app.id,
        );
      },
    }),
    mgmtRoute({
      ...remove,
      handler: ({ deps, params }) => {
        const started = deps.now();
        const app = requireActiveApp(deps.db, params.appId);
        const settings = requireStored(deps.db, app.id, id, spec);
        deleteExtensionSettings(deps.db, app.id, id);
        return answer(deps, started, spec.answers.remove, settings, app.id);
      },
    }),
  );
  return routes;
}

const widgetRoutes: AnyRoute[] = [
  mgmtRoute({
    ...extensionsContract.createWidget,
    handler: ({ deps, params, body }) => {
      const started = deps.now();
      const app = requireActiveApp(deps.db, params.appId);
      const widgetId = randomUUID();
      insertWidget(deps.db, app.id, widgetId, body.settings, seconds(deps));
      return envelope(deps, started, { data: { widgetId } });
    },
  }),
  mgmtRoute({
    ...extensionsContract.updateWidget,
    handler: ({ deps, params, body }) => {
      const started = deps.now();
      const app = requireActiveApp(deps.db, params.appId);
      const { widgetId: id, appId: _, ...change } = body.settings;
      // widgetUpdateBody makes it a string; objectSchema's inferred type does not say so.
      const widgetId = id as string;
      const configuration = widgetConfiguration(deps.db, app.id, widgetId);
      if (configuration === undefined)
        throw notFound("ERR_WIDGET_NOT_FOUND", `The chat widget ${widgetId} does not exist.`);
      const next = mergeChecked(WIDGET_FIELDS, JSON.parse(configuration) as Json, change as Json, true);
      updateWidget(deps.db, app.id, widgetId, next, seconds(deps));
      return envelope(deps, started, { data: { success: true } });
    },
  }),
  mgmtRoute({
    ...extensionsContract.listWidgets,
    handler: ({ deps, params }) => {
      const started = deps.now();
      const app = requireActiveApp(deps.db, params.appId);
      const rows = widgets(deps.db, app.id);
      return envelope(deps, started, {
        data: rows.map((r) => ({
          configuration: { ...(JSON.parse(r.configuration) as Json), appId: app.id },
          widgetId: r.widget_id,
        })),
      });
    },
  }),
];

function certificateRoute(kind: "p12" | "p8"): AnyRoute {
  return mgmtRoute({
    ...(kind === "p8" ? extensionsContract.uploadP8Certificate : extensionsContract.uploadP12Certificate),
    handler: ({ deps, params, body }) => {
      const started = deps.now();
      const app = requireActiveApp(deps.db, params.appId);
      if (kind === "p8") {
        let ok = false;
        try {
          const key = createPrivateKey(body.certificate);
          ok = key.asymmetricKeyType === "ec" && key.asymmetricKeyDetails?.namedCurve === "prime256v1";
        } catch {}
        if (!ok) {
          throw badRequest("The certificate is not an APNs .p8 key (an EC P-256 private key in PEM).", {
            certificate: ["is not an EC P-256 private key"],
          });
        }
      }
      recordCertificate(deps.db, app.id, kind, seconds(deps));
      if (kind === "p8") return envelope(deps, started, { success: true });
      // The published answer of a .p12 upload says which certificates the app now has.
      return envelope(deps, started, {
        certificate_p12: hasCertificate(deps.db, app.id, "p12"),
        certificate_p8: hasCertificate(deps.db, app.id, "p8"),
      });
    },
  });
}

const certificateRoutes: AnyRoute[] = [
  certificateRoute("p12"),
  certificateRoute("p8"),
  mgmtRoute({
    ...extensionsContract.queryCertificates,
    handler: ({ deps, params }) => {
      const started = deps.now();
      requireActiveApp(deps.db, params.appId);
      return envelope(deps, started, { success: true });
    },
  }),
];

export const extensionSettingsRoutes: AnyRoute[] = [
  ...widgetRoutes,
  ...Object.values(extensionsContract.extensionSettings).flatMap(settingsRoutes),
  ...certificateRoutes,
];
