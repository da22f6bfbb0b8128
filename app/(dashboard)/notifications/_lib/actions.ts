"use server";

import { revalidatePath } from "next/cache";
import { returnValidationErrors } from "next-safe-action";
import { actionClient, requireConnection } from "@/lib/action";
import { sendMessage } from "@/lib/api/chat-messages";
import {
  addPushProvider,
  deletePushProvider,
  deleteSingleProvider,
  getSingleProvider,
  makeDefaultPushProvider,
  type PushPlatform,
  type SingleKind,
  saveSingleProvider,
} from "@/lib/api/chat-notifications";
import { isServiceError } from "@/lib/api/errors";
import { serviceFieldErrors } from "@/lib/api/field-errors";
import type { Connection } from "@/lib/api/request";
import { fcmServiceAccount } from "@/lib/schemas/notifications";
import {
  addApnsProviderInput,
  addFcmProviderInput,
  customProviderForm,
  pushProviderRef,
  sendGridForm,
  singleKind,
  testSendInput,
  twilioForm,
} from "./schema";

type Schema = typeof addFcmProviderInput | typeof addApnsProviderInput;

/** The service's refusal of a credential, under the field it concerns: a taken id, or the file. */
async function addOrExplain(
  schema: Schema,
  add: () => Promise<void>,
  platform: PushPlatform,
): Promise<{ platform: PushPlatform }> {
  try {
    await add();
  } catch (e) {
    if (isServiceError(e) && e.status === 409) {
      returnValidationErrors(schema, {
        providerId: { _errors: ["A provider with this id exists already."] },
      });
    }
    if (isServiceError(e) && e.status === 400) {
      returnValidationErrors(schema, { file: { _errors: [`The service refused it: ${e.message}`] } });
    }
    throw e;
  }
  revalidatePath("/notifications");
  return { platform };
}

export const addFcmProviderAction = actionClient
  .metadata({ name: "notifications.add-fcm-provider", minRole: "admin", mutation: true })
  .inputSchema(addFcmProviderInput)
  .action(async ({ parsedInput: p, ctx }) => {
    const { conn } = requireConnection(ctx.connection);
    let json: unknown;
    try {
      json = JSON.parse(p.file.text);
    } catch {
      returnValidationErrors(addFcmProviderInput, {
        file: { _errors: [`${p.file.name} is not JSON: choose the service account file Firebase gave you.`] },
      });
    }
    const account = fcmServiceAccount.safeParse(json);
    if (!account.success) {
      const issue = account.error.issues[0];
      const where = issue?.path.length ? `${issue.path.join(".")} ` : "";
      returnValidationErrors(addFcmProviderInput, {
        file: {
          _errors: [
            `${p.file.name} is not a Firebase service account: ${where}${issue?.message ?? ""}`.trim(),
          ],
        },
      });
    }
    return addOrExplain(
      addFcmProviderInput,
      () =>
        addPushProvider(conn, "fcm", {
          ...(p.providerId ? { providerId: p.providerId } : {}),
          serviceAccountFilename: p.file.name,
          serviceAccountCreds: account.data,
        }),
      "fcm",
    );
  });

export const addApnsProviderAction = actionClient
  .metadata({ name: "notifications.add-apns-provider", minRole: "admin", mutation: true })
  .inputSchema(addApnsProviderInput)
  .action(async ({ parsedInput: p, ctx }) => {
    const { conn } = requireConnection(ctx.connection);
    if (!p.file.text.includes("-----BEGIN PRIVATE KEY-----")) {
      returnValidationErrors(addApnsProviderInput, {
        file: { _errors: [`${p.file.name} is not a .p8 key: it has no -----BEGIN PRIVATE KEY----- block.`] },
      });
    }
    return addOrExplain(
      addApnsProviderInput,
      () =>
        addPushProvider(conn, "apns", {
          ...(p.providerId ? { providerId: p.providerId } : {}),
          p8KeyFilename: p.file.name,
          p8Key: p.file.text,
          keyId: p.keyId,
          teamId: p.teamId,
          bundleId: p.bundleId,
          productionMode: p.productionMode,
        }),
      "apns",
    );
  });

export const makeDefaultPushProviderAction = actionClient
  .metadata({ name: "notifications.default-push-provider", minRole: "admin", mutation: true })
  .inputSchema(pushProviderRef)
  .action(async ({ parsedInput: p, ctx }) => {
    const { conn } = requireConnection(ctx.connection);
    await makeDefaultPushProvider(conn, p.platform, p.providerId);
    revalidatePath("/notifications");
    return p;
  });

export const deletePushProviderAction = actionClient
  .metadata({ name: "notifications.delete-push-provider", minRole: "admin", mutation: true })
  .inputSchema(pushProviderRef)
  .action(async ({ parsedInput: p, ctx }) => {
    const { conn } = requireConnection(ctx.connection);
    await deletePushProvider(conn, p.platform, p.providerId);
    revalidatePath("/notifications");
    return p;
  });

const withoutBlank = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== ""));

/** Saves a provider of a one-per-app kind: a new one needs its secrets; a blank secret keeps the saved one. */
async function saveSingle(
  schema: typeof twilioForm | typeof sendGridForm | typeof customProviderForm,
  conn: Connection,
  kind: SingleKind,
  body: Record<string, unknown>,
  secrets: string[],
) {
  const exists = (await getSingleProvider(conn, kind)) !== undefined;
  const missing = exists ? [] : secrets.filter((k) => body[k] === "");
  if (missing.length) {
    returnValidationErrors(
      schema,
      Object.fromEntries(missing.map((k) => [k, { _errors: ["Enter it: nothing is saved yet."] }])),
    );
  }
  try {
    await saveSingleProvider(conn, kind, exists ? withoutBlank(body) : body, exists);
  } catch (e) {
    const fields =
      isServiceError(e) && e.status === 400 ? serviceFieldErrors(e, Object.keys(body)) : undefined;
    if (fields) returnValidationErrors(schema, fields);
    throw e;
  }
  revalidatePath("/notifications");
  return { kind, created: !exists };
}

export const saveTwilioAction = actionClient
  .metadata({ name: "notifications.save-twilio", minRole: "admin", mutation: true })
  .inputSchema(twilioForm)
  .action(async ({ parsedInput: p, ctx }) =>
    saveSingle(twilioForm, requireConnection(ctx.connection).conn, "twilio", p, [
      "twilioAccountSID",
      "twilioAuthToken",
    ]),
  );

export const saveSendGridAction = actionClient
  .metadata({ name: "notifications.save-sendgrid", minRole: "admin", mutation: true })
  .inputSchema(sendGridForm)
  .action(async ({ parsedInput: p, ctx }) => {
    const body = { ...p, senderEmailForReplies: p.allowEmailReplies ? p.senderEmailForReplies : null };
    return saveSingle(sendGridForm, requireConnection(ctx.connection).conn, "sendgrid", body, [
      "sendGridApiKey",
    ]);
  });

export const saveCustomProviderAction = actionClient
  .metadata({ name: "notifications.save-custom-provider", minRole: "admin", mutation: true })
  .inputSchema(customProviderForm)
  .action(async ({ parsedInput: { channel, onlyStoredContacts, ...p }, ctx }) => {
    const extra =
      channel === "sms"
        ? { useStoredPhNo: onlyStoredContacts }
        : channel === "email"
          ? { useStoredEmailID: onlyStoredContacts }
          : {};
    const secrets = p.useBasicAuth ? ["basicAuthPassword"] : [];
    return saveSingle(
      customProviderForm,
      requireConnection(ctx.connection).conn,
      `${channel}-custom`,
      { ...p, ...extra },
      secrets,
    );
  });

export const deleteSingleProviderAction = actionClient
  .metadata({ name: "notifications.delete-provider", minRole: "admin", mutation: true })
  .inputSchema(singleKind)
  .action(async ({ parsedInput: { kind }, ctx }) => {
    await deleteSingleProvider(requireConnection(ctx.connection).conn, kind);
    revalidatePath("/notifications");
    return { kind };
  });

/** Sends a real message, so the service decides and logs the notifications as for any other message. */
export const sendTestNotificationAction = actionClient
  .metadata({ name: "notifications.test-send", minRole: "admin", mutation: true })
  .inputSchema(testSendInput)
  .action(async ({ parsedInput: p, ctx }) => {
    const { conn } = requireConnection(ctx.connection);
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
