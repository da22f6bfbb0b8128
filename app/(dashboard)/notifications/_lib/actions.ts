"use server";

import { revalidatePath } from "next/cache";
import { returnValidationErrors } from "next-safe-action";
import { pushProviders, singleProviders } from "@/lib/contract/notification-providers";
import { appActionClient } from "@/lib/server/action";
import { call } from "@/lib/server/api/call";
import { sendMessage } from "@/lib/server/api/chat-messages";
import {
  addPushProvider,
  getSingleProvider,
  type SingleKind,
  saveSingleProvider,
} from "@/lib/server/api/chat-notifications";
import { isServiceError } from "@/lib/server/api/errors";
import { serviceFieldErrors } from "@/lib/server/api/field-errors";
import type { Connection } from "@/lib/server/api/request";
import { blankSecrets, type ProviderForm, type ProviderValues } from "./provider-form";
import { APNS, FCM } from "./push-providers";
import { pushProviderRef, singleKind, testSendInput } from "./schema";
import { CUSTOM, SENDGRID, TWILIO } from "./single-providers";

// Each provider's schema, fields and body are its description's (push-providers.ts, single-providers.ts): these
// only call the service.

/** Refuses the form's values under their fields, as the description's schema names them. */
const refuseWith =
  (p: ProviderForm) =>
  (fields: Record<string, string[]>): never =>
    returnValidationErrors(
      p.schema,
      Object.fromEntries(Object.entries(fields).map(([k, m]) => [k, { _errors: m }])) as never,
    );

/** The body a provider's values make; what it cannot read is refused under its field. */
const bodyOf = (p: ProviderForm, values: ProviderValues) =>
  p.body(values, (field, message) => refuseWith(p)({ [field]: [message] }));

/** Adds a push provider; the service's refusal of a credential goes under its field: a taken id, or the file. */
async function addPush(p: typeof FCM | typeof APNS, conn: Connection, values: ProviderValues) {
  const body = bodyOf(p, values);
  try {
    await addPushProvider(conn, p.id, body);
  } catch (e) {
    if (isServiceError(e) && e.status === 409) {
      refuseWith(p)({ providerId: ["A provider with this id exists already."] });
    }
    if (isServiceError(e) && e.status === 400) {
      refuseWith(p)({ file: [`The service refused it: ${e.message}`] });
    }
    throw e;
  }
  revalidatePath("/notifications");
  return { platform: p.id };
}

export const addFcmProviderAction = appActionClient
  .metadata({ name: "notifications.add-fcm-provider", minRole: "admin", mutation: true })
  .inputSchema(FCM.schema)
  .action(async ({ parsedInput, ctx }) => addPush(FCM, ctx.conn, parsedInput));

export const addApnsProviderAction = appActionClient
  .metadata({ name: "notifications.add-apns-provider", minRole: "admin", mutation: true })
  .inputSchema(APNS.schema)
  .action(async ({ parsedInput, ctx }) => addPush(APNS, ctx.conn, parsedInput));

export const makeDefaultPushProviderAction = appActionClient
  .metadata({ name: "notifications.default-push-provider", minRole: "admin", mutation: true })
  .inputSchema(pushProviderRef)
  .action(async ({ parsedInput: p, ctx }) => {
    const { conn } = ctx;
    await call(conn, pushProviders[p.platform].makeDefault, {
      params: { providerId: p.providerId },
      idempotent: true,
    });
    revalidatePath("/notifications");
    return p;
  });

export const deletePushProviderAction = appActionClient
  .metadata({ name: "notifications.delete-push-provider", minRole: "admin", mutation: true })
  .inputSchema(pushProviderRef)
  .action(async ({ parsedInput: p, ctx }) => {
    const { conn } = ctx;
    await call(conn, pushProviders[p.platform].remove, { params: { providerId: p.providerId } });
    revalidatePath("/notifications");
    return p;
  });

const withoutBlank = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== ""));

/** Saves a provider of a one-per-app kind: a new one needs its secrets; a blank secret keeps the saved one. */
async function saveSingle(p: ProviderForm, conn: Connection, values: ProviderValues) {
  // Only the one-per-app kinds are saved here.
  const kind = p.id as SingleKind;
  const exists = (await getSingleProvider(conn, kind)) !== undefined;
  const missing = exists ? [] : blankSecrets(p.fields, values);
  if (missing.length) {
    refuseWith(p)(Object.fromEntries(missing.map((k) => [k, ["Enter it: nothing is saved yet."]])));
  }
  const body = bodyOf(p, values);
  try {
    await saveSingleProvider(conn, kind, exists ? withoutBlank(body) : body, exists);
  } catch (e) {
    const fields =
      isServiceError(e) && e.status === 400 ? serviceFieldErrors(e, Object.keys(body)) : undefined;
    if (fields) returnValidationErrors(p.schema, fields as never);
    throw e;
  }
  revalidatePath("/notifications");
  return { kind, created: !exists };
}

export const saveTwilioAction = appActionClient
  .metadata({ name: "notifications.save-twilio", minRole: "admin", mutation: true })
  .inputSchema(TWILIO.schema)
  .action(async ({ parsedInput, ctx }) => saveSingle(TWILIO, ctx.conn, parsedInput));

export const saveSendGridAction = appActionClient
  .metadata({ name: "notifications.save-sendgrid", minRole: "admin", mutation: true })
  .inputSchema(SENDGRID.schema)
  .action(async ({ parsedInput, ctx }) => saveSingle(SENDGRID, ctx.conn, parsedInput));

/** One action for the three channels: their forms differ only in words, and `channel` says whose it is. */
export const saveCustomProviderAction = appActionClient
  .metadata({ name: "notifications.save-custom-provider", minRole: "admin", mutation: true })
  .inputSchema(CUSTOM.push.schema)
  .action(async ({ parsedInput, ctx }) => saveSingle(CUSTOM[parsedInput.channel], ctx.conn, parsedInput));

export const deleteSingleProviderAction = appActionClient
  .metadata({ name: "notifications.delete-provider", minRole: "admin", mutation: true })
  .inputSchema(singleKind)
  .action(async ({ parsedInput: { kind }, ctx }) => {
    await call(ctx.conn, singleProviders[kind].remove, {});
    revalidatePath("/notifications");
    return { kind };
  });

/** Sends a real message, so the service decides and logs the notifications as for any other message. */
export const sendTestNotificationAction = appActionClient
  .metadata({ name: "notifications.test-send", minRole: "admin", mutation: true })
  .inputSchema(testSendInput)
  .action(async ({ parsedInput: p, ctx }) => {
    const { conn } = ctx;
    try {
      const message = await sendMessage(
        conn,
        {
          receiver: p.recipient,
          receiverType: "user",
          category: "message",
          type: "text",
          data: { text: p.text },
          // So the conversation, exports and the service's own tools can tell it from a real message.
          tags: ["notification-test"],
        },
        p.sender,
      );
      return { messageId: Number(message.id) };
    } catch (e) {
      if (isServiceError(e) && e.status === 404) {
        returnValidationErrors(testSendInput, {
          _errors: [`The service did not find that user: ${e.message}`],
        });
      }
      throw e;
    }
  });
