import { z } from "zod";
import { isLoopbackHost } from "../shared/webhook-url-rule";

// The notification providers of the hosted chat API (`/notifications/{push,sms,email}/v1/providers/…`), from
// its published file. Requests are checked for what the service needs (fields present, of their types); every
// published request example is taken. How a credential looks to its provider (a key's shape, a PEM that reads)
// is no refusal: CREDENTIAL_WARNINGS below says it, and the dashboard's forms show it under the field. Answers
// never carry a credential in full (`maskSecret` in lib/shared/mask-token.ts), where the published examples echo them.

const bool = z.boolean({ error: "must be a boolean" });
const text = (max: number) =>
  z
    .string({ error: "must be a string" })
    .trim()
    .min(1, "must not be empty")
    .max(max, `must be at most ${max} characters`);
const email = z.email({ error: "must be a valid email address" }).max(254, "must be at most 254 characters");
// Credentials go with every POST, so plain http only to this machine (as for webhooks).
const webhookUrl = z
  .string({ error: "must be a string" })
  .max(2000, "must be at most 2000 characters")
  .refine((v) => /^https?:\/\//i.test(v) && URL.canParse(v), { error: "must be an http or https URL" })
  .refine((v) => !/^http:/i.test(v) || !URL.canParse(v) || isLoopbackHost(new URL(v).hostname), {
    error: "must use https: plain http is allowed only for localhost, 127.0.0.0/8 and [::1]",
  });

/** A credential: any text the provider may take, within a size (its shape is a warning, not a refusal). */
const credential = (max: number) =>
  z
    .string({ error: "must be a string" })
    .min(1, "must not be empty")
    .max(max, `must be at most ${max} characters`);
const privateKey = credential(10_000);

export const providerId = z
  .string({ error: "must be a string" })
  .regex(/^[A-Za-z0-9_-]{1,100}$/, { error: "must be 1–100 letters, digits, _ or -" });

const platformPayload = z.strictObject({ chat: bool.optional(), call: bool.optional() });
const notificationInPayload = z.strictObject({
  ios: platformPayload.optional(),
  android: platformPayload.optional(),
  web: platformPayload.optional(),
});

/** A Firebase service-account JSON; its other fields (`type`, `client_id`, the URIs) are read and ignored. */
export const fcmServiceAccount = z.object(
  {
    type: z.literal("service_account", { error: 'must be "service_account"' }).optional(),
    project_id: credential(100),
    client_email: credential(254),
    private_key: privateKey,
    private_key_id: credential(200),
  },
  { error: "must be the service account's JSON object" },
);

const fcmFields = {
  serviceAccountFilename: text(255).optional(),
  serviceAccountCreds: fcmServiceAccount,
  notificationInPayload: notificationInPayload.optional(),
};
/** The published body names nothing required; a provider without its service account could send nothing. */
export const fcmCreateInput = z.strictObject({ providerId: providerId.optional(), ...fcmFields });
export const fcmUpdateInput = z.strictObject({
  providerId,
  serviceAccountFilename: fcmFields.serviceAccountFilename,
  serviceAccountCreds: fcmServiceAccount.optional(),
  notificationInPayload: fcmFields.notificationInPayload,
});

export const apnsFields = {
  keyId: credential(100),
  teamId: credential(100),
  bundleId: credential(155),
  p8KeyFilename: text(255).optional(),
  p8Key: privateKey,
  includeContentAvailable: bool.optional(),
  includeMutableContent: bool.optional(),
  productionMode: bool.optional(),
};
export const apnsCreateInput = z.strictObject({ providerId: providerId.optional(), ...apnsFields });
export const apnsUpdateInput = z.strictObject({
  ...apnsFields,
  providerId,
  keyId: apnsFields.keyId.optional(),
  teamId: apnsFields.teamId.optional(),
  bundleId: apnsFields.bundleId.optional(),
  p8Key: apnsFields.p8Key.optional(),
});

export const customFields = {
  isEnabled: bool,
  webhookURL: webhookUrl,
  useBasicAuth: bool,
  basicAuthUsername: z.string({ error: "must be a string" }).max(200, "must be at most 200 characters"),
  basicAuthPassword: z.string({ error: "must be a string" }).max(200, "must be at most 200 characters"),
};
const basicAuthComplete = (
  v: { useBasicAuth?: boolean; basicAuthUsername?: string; basicAuthPassword?: string },
  ctx: z.RefinementCtx,
) => {
  if (v.useBasicAuth !== true) return;
  for (const key of ["basicAuthUsername", "basicAuthPassword"] as const) {
    if (!v[key])
      ctx.addIssue({ code: "custom", path: [key], message: "is required when useBasicAuth is true" });
  }
};
const partial = <T extends z.ZodRawShape>(shape: T) => z.strictObject(shape).partial();

export const customPushInput = z.strictObject(customFields).superRefine(basicAuthComplete);
export const customPushUpdate = partial(customFields);
export const customSmsInput = z
  .strictObject({ ...customFields, useStoredPhNo: bool })
  .superRefine(basicAuthComplete);
export const customSmsUpdate = partial({ ...customFields, useStoredPhNo: bool });
export const customEmailInput = z
  .strictObject({ ...customFields, useStoredEmailID: bool })
  .superRefine(basicAuthComplete);
export const customEmailUpdate = partial({ ...customFields, useStoredEmailID: bool });

export const twilioFields = {
  twilioAccountSID: credential(200),
  twilioAuthToken: credential(200),
  twilioSenderPhoneNumber: credential(50),
  isEnabled: bool.optional(),
};
export const twilioInput = z.strictObject(twilioFields);
export const twilioUpdate = partial(twilioFields);

export const sendGridFields = {
  sendGridApiKey: credential(200),
  sendGridTemplateID: credential(200),
  sendGridUnsubscribeGroupID: credential(50),
  senderName: text(200),
  senderEmail: email,
  allowEmailReplies: bool,
  senderEmailForReplies: email.nullable().optional(),
  isEnabled: bool.optional(),
};
const repliesAddress = (
  v: { allowEmailReplies?: boolean; senderEmailForReplies?: string | null },
  ctx: z.RefinementCtx,
) => {
  if (v.allowEmailReplies === true && !v.senderEmailForReplies) {
    ctx.addIssue({
      code: "custom",
      path: ["senderEmailForReplies"],
      message: "is required when allowEmailReplies is true",
    });
  }
};
export const sendGridInput = z.strictObject(sendGridFields).superRefine(repliesAddress);
export const sendGridUpdate = partial(sendGridFields);

// Answers.

const successData = z.object({ data: z.object({ success: z.literal(true) }) });
export const providerSuccessEnvelope = successData;

export const fcmProviderSchema = z.object({
  providerId,
  isDefault: z.boolean(),
  serviceAccountFilename: z.string().optional(),
  serviceAccountCreds: z.object({
    project_id: z.string(),
    client_email: z.string(),
    private_key_id: z.string(),
  }),
  notificationInPayload: notificationInPayload.optional(),
});
export const apnsProviderSchema = z.object({
  providerId,
  isDefault: z.boolean(),
  keyId: z.string(),
  teamId: z.string(),
  bundleId: z.string(),
  p8KeyFilename: z.string().optional(),
  includeContentAvailable: z.boolean(),
  includeMutableContent: z.boolean(),
  productionMode: z.boolean(),
});
export type FcmProvider = z.infer<typeof fcmProviderSchema>;
export type ApnsProvider = z.infer<typeof apnsProviderSchema>;
export const pushProvidersEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.object({ pushProviders: z.array(item) }) });

const customView = {
  isEnabled: z.boolean(),
  webhookURL: z.string(),
  useBasicAuth: z.boolean(),
  basicAuthUsername: z.string(),
  basicAuthPassword: z.string(),
};
export const customPushSchema = z.object(customView);
export const customSmsSchema = z.object({ ...customView, useStoredPhNo: z.boolean() });
export const customEmailSchema = z.object({ ...customView, useStoredEmailID: z.boolean() });
export const twilioSchema = z.object({
  twilioAccountSID: z.string(),
  twilioAuthToken: z.string(),
  twilioSenderPhoneNumber: z.string(),
  isEnabled: z.boolean(),
});
export const sendGridSchema = z.object({
  allowEmailReplies: z.boolean(),
  sendGridApiKey: z.string(),
  sendGridTemplateID: z.string(),
  sendGridUnsubscribeGroupID: z.string(),
  senderEmail: z.string(),
  senderEmailForReplies: z.string().nullable().optional(),
  senderName: z.string(),
  isEnabled: z.boolean(),
  repliesWebhook: z.url(),
});
