"use server";

import { revalidatePath } from "next/cache";
import { returnValidationErrors } from "next-safe-action";
import * as emailContract from "@/lib/contract/email";
import { appActionClient } from "@/lib/server/action";
import { call } from "@/lib/server/api/call";
import { getEmailSettings, toEmailSettingsView } from "@/lib/server/api/chat-email";
import { isServiceError } from "@/lib/server/api/errors";
import { serviceFieldErrors } from "@/lib/server/api/field-errors";
import { saveEmailSettingsInput } from "./schema";

const FIELDS = Object.keys(saveEmailSettingsInput.shape);

export const saveEmailSettingsAction = appActionClient
  .metadata({ name: "email.save", minRole: "admin", mutation: true })
  .inputSchema(saveEmailSettingsInput)
  .action(async ({ parsedInput: { providerApiKey, ...rest }, ctx }) => {
    const { conn } = ctx;
    const stored = await getEmailSettings(conn);
    if (!stored && !providerApiKey) {
      returnValidationErrors(saveEmailSettingsInput, {
        providerApiKey: { _errors: ["Enter the provider API key: no settings are stored yet."] },
      });
    }
    try {
      const { data: saved } = stored
        ? await call(conn, emailContract.updateEmailProvider, {
            body: { ...rest, ...(providerApiKey ? { providerApiKey } : {}) },
            idempotent: true,
          })
        : await call(conn, emailContract.createEmailProvider, { body: { ...rest, providerApiKey } });
      revalidatePath("/notifications/email");
      return { settings: toEmailSettingsView(saved), created: !stored };
    } catch (e) {
      const fields = isServiceError(e) && e.status === 400 ? serviceFieldErrors(e, FIELDS) : undefined;
      if (fields) returnValidationErrors(saveEmailSettingsInput, fields);
      throw e;
    }
  });
