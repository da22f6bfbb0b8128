import {
  certificateForm,
  certificateUploadEnvelope,
  extensionAnswerEnvelope,
  extensionSettingsBody,
  widgetCreateBody,
  widgetCreatedEnvelope,
  widgetListEnvelope,
  widgetUpdateBody,
} from "../schemas/extension-settings";
import { EXTENSION_SETTINGS, type ExtensionSettingsSpec } from "../shared/extensions/catalogue";
import { appParams } from "./apps";
import { contract } from "./define";

// The management API's extension settings. Each extension's four operations (three for those stored with PUT
// alone) are made from its description in lib/shared/extensions/catalogue.ts, so adding an extension there adds its
// operations; the chat widgets and the push extension's certificates are described here one by one.

const TAG = "Management: extension settings";

/** One extension's settings operations, from its description: `store` only where it is stored with POST. */
function settingsContracts(id: string, spec: ExtensionSettingsSpec) {
  const path = `/apps/:appId/extensions/${id}/${spec.version}/settings`;
  const common = {
    api: "mgmt",
    path,
    tag: TAG,
    params: appParams,
    response: extensionAnswerEnvelope,
  } as const;
  return {
    id,
    spec,
    store:
      spec.store === "POST"
        ? contract({
            ...common,
            method: "post",
            summary: `Store the ${spec.name} extension's settings, replacing any stored.`,
            body: extensionSettingsBody(spec, false),
          })
        : undefined,
    change: contract({
      ...common,
      method: "put",
      summary:
        spec.store === "PUT"
          ? `Store or change the ${spec.name} extension's settings; what is left out stays.`
          : `Change the ${spec.name} extension's stored settings; what is left out stays.`,
      body: extensionSettingsBody(spec, true),
      ...(spec.store === "POST" ? { errors: ["ERR_SETTINGS_NOT_FOUND"] } : {}),
    }),
    get: contract({
      ...common,
      method: "get",
      summary: `The ${spec.name} extension's stored settings (404 when none are stored).`,
      errors: ["ERR_SETTINGS_NOT_FOUND"],
    }),
    remove: contract({
      ...common,
      method: "delete",
      summary: `Delete the ${spec.name} extension's stored settings.`,
      errors: ["ERR_SETTINGS_NOT_FOUND"],
    }),
  };
}
export type ExtensionSettingsContracts = ReturnType<typeof settingsContracts>;

/** Every extension's settings operations, by extension id (the catalogue's order). */
export const extensionSettings: Readonly<Record<string, ExtensionSettingsContracts>> = Object.fromEntries(
  Object.entries(EXTENSION_SETTINGS).map(([id, spec]) => [id, settingsContracts(id, spec)]),
);

const WIDGETS = "/apps/:appId/extensions/widget/v2/settings";

export const createWidget = contract({
  api: "mgmt",
  method: "post",
  path: WIDGETS,
  tag: TAG,
  summary: "Create a chat widget; answers its widgetId.",
  params: appParams,
  body: widgetCreateBody,
  response: widgetCreatedEnvelope,
});

export const updateWidget = contract({
  api: "mgmt",
  method: "put",
  path: WIDGETS,
  tag: TAG,
  summary: "Change the chat widget named by settings.widgetId; what is left out stays.",
  params: appParams,
  body: widgetUpdateBody,
  response: extensionAnswerEnvelope,
  errors: ["ERR_WIDGET_NOT_FOUND"],
});

export const listWidgets = contract({
  api: "mgmt",
  method: "get",
  path: WIDGETS,
  tag: TAG,
  summary: "The app's chat widgets, oldest first, each with its configuration.",
  params: appParams,
  response: widgetListEnvelope,
});

const PUSH = "/apps/:appId/extensions/push-notification/v1";

const uploadCertificate = (kind: "p12" | "p8") =>
  contract({
    api: "mgmt",
    method: "post",
    path: `${PUSH}/upload-certificate-${kind}`,
    form: true,
    tag: TAG,
    summary:
      kind === "p8"
        ? "Upload the APNs .p8 key (multipart/form-data, the file in certificate); an EC P-256 key is taken."
        : "Upload the APNs .p12 certificate (multipart/form-data, the file in certificate).",
    params: appParams,
    body: certificateForm,
    response: certificateUploadEnvelope,
  });

export const uploadP12Certificate = uploadCertificate("p12");
export const uploadP8Certificate = uploadCertificate("p8");

export const queryCertificates = contract({
  api: "mgmt",
  method: "get",
  path: `${PUSH}/query-certificates`,
  tag: TAG,
  summary: "Whether the push extension's certificates can be queried (answers {success}, as published).",
  params: appParams,
  response: certificateUploadEnvelope,
});
