"use server";

import { revalidatePath } from "next/cache";
import { returnValidationErrors } from "next-safe-action";
import * as extensionsContract from "@/lib/contract/extensions";
import { appActionClient } from "@/lib/server/action";
import { call } from "@/lib/server/api/call";
import { isServiceError } from "@/lib/server/api/errors";
import {
  saveExtensionSettings,
  setExtensionEnabled,
  settingsOperations,
  settingsSpec,
  storedExtensionSettings,
} from "@/lib/server/api/mgmt-extensions";
import { WIDGET_FIELDS } from "@/lib/shared/extensions/catalogue";
import { fromFormValues } from "@/lib/shared/extensions/form-values";
import { type Field, objectSchema } from "@/lib/shared/extensions/settings-fields";
import { extensionRef, fieldOfIssue, settingsFormInput, toggleExtensionInput } from "./schema";

type Errors = Record<string, { _errors: string[] }>;

/** The settings a form holds, checked by the extension's schema; refusals go under their fields. */
function settingsFrom(
  fields: readonly Field[],
  values: Record<string, unknown>,
  stored?: Record<string, unknown>,
) {
  const read = fromFormValues(fields, values as Record<string, string | number | boolean>, stored);
  const errors: Errors = Object.fromEntries(
    Object.entries(read.errors).map(([k, m]) => [k, { _errors: [m] }]),
  );
  const check = objectSchema(fields, false).safeParse(read.settings);
  if (!check.success) {
    for (const issue of check.error.issues) {
      const key = fieldOfIssue(fields, issue.path);
      errors[key] ??= { _errors: [] };
      errors[key]._errors.push(issue.message);
    }
  }
  if (Object.keys(errors).length) returnValidationErrors(settingsFormInput, errors as never);
  return check.data as Record<string, unknown>;
}

/** The service's own refusal of a field (`settings.style.primary_color`), under that field. */
function refusedBy(e: unknown): never {
  if (isServiceError(e) && e.status === 400 && e.details) {
    const errors: Errors = {};
    for (const [key, messages] of Object.entries(e.details)) {
      errors[key.replace(/^settings\./, "").replaceAll(".", "/")] = { _errors: messages };
    }
    returnValidationErrors(settingsFormInput, errors as never);
  }
  throw e;
}

export const toggleExtensionAction = appActionClient
  .metadata({ name: "extensions.toggle", minRole: "admin", mutation: true })
  .inputSchema(toggleExtensionInput)
  .action(async ({ parsedInput: p, ctx }) => {
    const message = await setExtensionEnabled(ctx.conn, p.id, p.enabled);
    revalidatePath("/extensions");
    revalidatePath(`/extensions/${p.id}`);
    return { message };
  });

export const saveExtensionSettingsAction = appActionClient
  .metadata({ name: "extensions.save-settings", minRole: "admin", mutation: true })
  .inputSchema(settingsFormInput)
  .action(async ({ parsedInput: { extension, ...values }, ctx }) => {
    const id = String(extension);
    const { conn } = ctx;
    const stored = await storedExtensionSettings(conn, id);
    const settings = settingsFrom(settingsSpec(id).fields, values, stored);
    await saveExtensionSettings(conn, id, settings, stored === undefined).catch(refusedBy);
    revalidatePath(`/extensions/${id}`);
    return { id };
  });

export const deleteExtensionSettingsAction = appActionClient
  .metadata({ name: "extensions.delete-settings", minRole: "admin", mutation: true })
  .inputSchema(extensionRef)
  .action(async ({ parsedInput: { id }, ctx }) => {
    const { conn } = ctx;
    const { remove } = settingsOperations(id);
    await call(conn, remove, { params: { appId: conn.appId }, idempotent: true });
    revalidatePath(`/extensions/${id}`);
    return { id };
  });

/** A new chat widget, or a change to the one `widgetId` names. */
export const saveWidgetAction = appActionClient
  .metadata({ name: "extensions.save-widget", minRole: "admin", mutation: true })
  .inputSchema(settingsFormInput)
  .action(async ({ parsedInput: { extension: _, widgetId, ...values }, ctx }) => {
    const { conn } = ctx;
    const settings = settingsFrom(WIDGET_FIELDS, values);
    const params = { appId: conn.appId };
    const id =
      typeof widgetId === "string" && widgetId
        ? await call(conn, extensionsContract.updateWidget, {
            params,
            body: { settings: { ...settings, widgetId } },
          }).then(() => widgetId, refusedBy)
        : await call(conn, extensionsContract.createWidget, { params, body: { settings } }).then(
            (res) => res.data.body.data.widgetId,
            refusedBy,
          );
    revalidatePath("/extensions/widget");
    return { widgetId: id };
  });
