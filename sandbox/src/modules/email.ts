import { createHmac } from "node:crypto";
import {
  type EmailProviderFields,
  emailProviderFields,
  emailProviderInput,
  emailProviderSchema,
} from "../../../lib/schemas/email";
import type { AppRow } from "../core/apps";
import { type Deps, seconds } from "../deps";
import { notFound, validationError } from "../http/errors";
import { success, successSchema } from "../http/query";
import { type AnyRoute, appRoute, dataOf } from "../http/route";

const PATH = "/notifications/email/v1/providers/emailprovider";

type Stored = EmailProviderFields;

function load(deps: Deps, app: AppRow): Stored | undefined {
  const row = deps.db.prepare("SELECT settings FROM email_settings WHERE app_id = ?").get(app.id) as
    | { settings: string }
    | undefined;
  return row ? (JSON.parse(row.settings) as Stored) : undefined;
}

function requireStored(deps: Deps, app: AppRow): Stored {
  const stored = load(deps, app);
  if (!stored) {
    throw notFound("ERR_EMAIL_PROVIDER_NOT_FOUND", "No email provider settings are stored for this app.");
  }
  return stored;
}

function save(deps: Deps, app: AppRow, settings: Stored) {
  deps.db
    .prepare(
      `INSERT INTO email_settings (app_id, settings, updated_at) VALUES (?, ?, ?)
       ON CONFLICT (app_id) DO UPDATE SET settings = excluded.settings, updated_at = excluded.updated_at`,
    )
    .run(app.id, JSON.stringify(settings), seconds(deps));
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
  api: "chat",
  method: "get",
  path: PATH,
  summary: "Read the email notification provider settings (404 when none are stored).",
  tag: "Email notifications",
  response: dataOf(emailProviderSchema),
  handler: ({ deps, app }) => ({ data: view(deps, app, requireStored(deps, app)) }),
});

const postRoute = appRoute({
  api: "chat",
  method: "post",
  path: PATH,
  summary:
    "Store the email notification provider settings (replacing any stored). senderEmailForReplies is required when allowEmailReplies is true.",
  tag: "Email notifications",
  body: emailProviderInput,
  response: dataOf(emailProviderSchema),
  handler: ({ deps, app, body }) => {
    save(deps, app, body);
    return { data: view(deps, app, body) };
  },
});

const putRoute = appRoute({
  api: "chat",
  method: "put",
  path: PATH,
  summary: "Update some of the stored email provider settings; the result must still satisfy the POST rules.",
  tag: "Email notifications",
  body: emailProviderFields,
  response: dataOf(emailProviderSchema),
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
  api: "chat",
  method: "delete",
  path: PATH,
  summary: "Remove the email provider settings.",
  tag: "Email notifications",
  response: successSchema,
  handler: ({ deps, app }) => {
    requireStored(deps, app);
    deps.db.prepare("DELETE FROM email_settings WHERE app_id = ?").run(app.id);
    return success("The email provider settings were removed.");
  },
});

export const emailRoutes: AnyRoute[] = [getRoute, postRoute, putRoute, deleteRoute];
