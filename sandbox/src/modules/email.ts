import { createHmac } from "node:crypto";
import * as emailContract from "../../../lib/contract/email";
import { type EmailProviderFields, emailProviderInput } from "../../../lib/schemas/email";
import type { AppRow } from "../core/apps";
import { type Deps, seconds } from "../deps";
import { notFound, validationError } from "../http/errors";
import { success } from "../http/query";
import { type AnyRoute, appRoute } from "../http/route";
import { deleteEmailSettings, saveEmailSettings, storedEmailSettings } from "../store/email-settings";

type Stored = EmailProviderFields;

function load(deps: Deps, app: AppRow): Stored | undefined {
  const settings = storedEmailSettings(deps.db, app.id);
  return settings ? (JSON.parse(settings) as Stored) : undefined;
}

function requireStored(deps: Deps, app: AppRow): Stored {
  const stored = load(deps, app);
  if (!stored) {
    throw notFound("ERR_EMAIL_PROVIDER_NOT_FOUND", "No email provider settings are stored for this app.");
  }
  return stored;
}

function save(deps: Deps, app: AppRow, settings: Stored) {
  saveEmailSettings(deps.db, app.id, settings, seconds(deps));
}

/** Address that receives replies: stable per app (its token is derived, not stored). */
export function repliesWebhook(deps: Deps, app: AppRow) {
  const token = createHmac("sha256", deps.config.mgmtSecret).update(`email-replies:${app.id}`).digest("hex");
  const base = deps.config.publicUrl.replace(/\/+$/, "");
  return `${base}/${app.region}/${app.id}/email/v1/replies?token=${token.slice(0, 32)}`;
}

/** The settings as answered: never `isEnabled` (request-only). */
function view(deps: Deps, app: AppRow, s: Stored) {
  return {
    allowEmailReplies: s.allowEmailReplies ?? false,
    providerApiKey: s.providerApiKey ?? "",
    providerTemplateID: s.providerTemplateID ?? "",
    providerUnsubscribeGroupID: s.providerUnsubscribeGroupID ?? "",
    senderEmail: s.senderEmail ?? "",
    senderEmailForReplies: s.senderEmailForReplies ?? "",
    senderName: s.senderName ?? "",
    repliesWebhook: repliesWebhook(deps, app),
  };
}

const getRoute = appRoute({
  ...emailContract.getEmailProvider,
  handler: ({ deps, app }) => ({ data: view(deps, app, requireStored(deps, app)) }),
});

const postRoute = appRoute({
  ...emailContract.createEmailProvider,
  handler: ({ deps, app, body }) => {
    save(deps, app, body);
    return { data: view(deps, app, body) };
  },
});

const putRoute = appRoute({
  ...emailContract.updateEmailProvider,
  handler: ({ deps, app, body }) => {
    const stored = requireStored(deps, app);
    const merged: Stored = { ...stored };
    for (const [k, v] of Object.entries(body)) if (v !== undefined) Object.assign(merged, { [k]: v });
    const checked = emailProviderInput.safeParse(merged);
    if (!checked.success) throw validationError("request body", checked.error.issues);
    save(deps, app, checked.data);
    return { data: view(deps, app, checked.data) };
  },
});

const deleteRoute = appRoute({
  ...emailContract.deleteEmailProvider,
  handler: ({ deps, app }) => {
    requireStored(deps, app);
    deleteEmailSettings(deps.db, app.id);
    return success("The email provider settings were removed.");
  },
});

export const emailRoutes: AnyRoute[] = [getRoute, postRoute, putRoute, deleteRoute];
