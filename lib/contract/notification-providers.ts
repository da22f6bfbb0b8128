import { z } from "zod";
import {
  apnsCreateInput,
  apnsProviderSchema,
  apnsUpdateInput,
  customEmailInput,
  customEmailSchema,
  customEmailUpdate,
  customPushInput,
  customPushSchema,
  customPushUpdate,
  customSmsInput,
  customSmsSchema,
  customSmsUpdate,
  fcmCreateInput,
  fcmProviderSchema,
  fcmUpdateInput,
  providerId,
  providerSuccessEnvelope,
  pushProvidersEnvelope,
  sendGridInput,
  sendGridSchema,
  sendGridUpdate,
  twilioInput,
  twilioSchema,
  twilioUpdate,
} from "../schemas/notifications";
import { contract } from "./define";

// The providers notifications go out through (chat API): push (FCM and APNs, several per app with one
// default each; a custom webhook), SMS (Twilio, custom) and email (SendGrid, custom). Each platform's
// operations are alike, so each is described by one of the two builders below.

const TAG = "Notifications";

export type PushPlatform = "fcm" | "apns";
export type SingleKind = "push-custom" | "twilio" | "sms-custom" | "sendgrid" | "email-custom";

/** How summaries and errors name a kind of provider. */
export const PROVIDER_NAME: Record<PushPlatform | SingleKind, string> = {
  fcm: "FCM provider",
  apns: "APNs provider",
  "push-custom": "custom push provider",
  twilio: "Twilio provider",
  "sms-custom": "custom SMS provider",
  sendgrid: "SendGrid provider",
  "email-custom": "custom email provider",
};

/** Several providers per platform, one of them the default. */
function pushPlatform<C extends z.ZodType, U extends z.ZodType, I extends z.ZodType, A extends z.ZodType>(
  platform: PushPlatform,
  label: string,
  o: { create: C; update: U; item: I; addAnswer: A },
) {
  const path = `/notifications/push/v1/providers/${platform}`;
  const params = z.object({ providerId });
  return {
    list: contract({
      api: "chat",
      method: "get",
      path,
      tag: TAG,
      summary: `List the app's ${label} providers (credentials masked; the default one marked).`,
      response: pushProvidersEnvelope(o.item),
    }),
    add: contract({
      api: "chat",
      method: "post",
      path,
      tag: TAG,
      summary: `Add a ${label} provider (the first one becomes the default). Its key is read as ${label} reads it; a providerId in use answers 409.`,
      body: o.create,
      response: o.addAnswer,
    }),
    update: contract({
      api: "chat",
      method: "put",
      path,
      tag: TAG,
      summary: `Change a ${label} provider, named by providerId in the body; fields left out are kept.`,
      body: o.update,
      response: providerSuccessEnvelope,
    }),
    remove: contract({
      api: "chat",
      method: "delete",
      path: `${path}/:providerId`,
      tag: TAG,
      summary: `Delete a ${label} provider; when it was the default, the oldest one left becomes the default.`,
      params,
      response: providerSuccessEnvelope,
    }),
    makeDefault: contract({
      api: "chat",
      method: "put",
      path: `${path}/default/:providerId`,
      tag: TAG,
      summary: `Make a ${label} provider the default one.`,
      params,
      response: providerSuccessEnvelope,
    }),
  };
}

/** One provider per app, saved, changed, read and deleted at one path. */
function singleProvider<C extends z.ZodType, U extends z.ZodType, R extends z.ZodType>(
  kind: SingleKind,
  path: string,
  o: {
    create: C;
    update: U;
    response: R;
    /** Custom push answers `{pushProviders: [...]}`, as published (none saved: an empty list). */
    listed?: boolean;
  },
) {
  const name = PROVIDER_NAME[kind];
  return {
    get: contract({
      api: "chat",
      method: "get",
      path,
      tag: TAG,
      summary: `Read the ${name} (credentials masked)${o.listed ? "; none saved answers an empty list" : "; 404 ERR_PROVIDER_NOT_FOUND when none is saved"}.`,
      response: o.response,
    }),
    create: contract({
      api: "chat",
      method: "post",
      path,
      tag: TAG,
      summary: `Save the ${name}, replacing any saved.`,
      body: o.create,
      response: o.response,
    }),
    update: contract({
      api: "chat",
      method: "put",
      path,
      tag: TAG,
      summary: `Change the saved ${name}; fields left out are kept (404 when none is saved).`,
      body: o.update,
      response: o.response,
    }),
    remove: contract({
      api: "chat",
      method: "delete",
      path,
      tag: TAG,
      summary: `Delete the saved ${name} (404 when none is saved).`,
      response: providerSuccessEnvelope,
    }),
  };
}

export const fcmProviders = pushPlatform("fcm", "FCM", {
  create: fcmCreateInput,
  update: fcmUpdateInput,
  item: fcmProviderSchema,
  addAnswer: providerSuccessEnvelope,
});

/** APNs answers an add with its providers, as published; FCM with `{success: true}`. */
export const apnsProviders = pushPlatform("apns", "APNs", {
  create: apnsCreateInput,
  update: apnsUpdateInput,
  item: apnsProviderSchema,
  addAnswer: pushProvidersEnvelope(apnsProviderSchema),
});

export const customPushProvider = singleProvider("push-custom", "/notifications/push/v1/providers/custom", {
  create: customPushInput,
  update: customPushUpdate,
  response: pushProvidersEnvelope(customPushSchema),
  listed: true,
});

export const twilioProvider = singleProvider("twilio", "/notifications/sms/v1/providers/twilio", {
  create: twilioInput,
  update: twilioUpdate,
  response: z.object({ data: twilioSchema }),
});

export const customSmsProvider = singleProvider("sms-custom", "/notifications/sms/v1/providers/custom", {
  create: customSmsInput,
  update: customSmsUpdate,
  response: z.object({ data: customSmsSchema }),
});

export const sendGridProvider = singleProvider("sendgrid", "/notifications/email/v1/providers/sendgrid", {
  create: sendGridInput,
  update: sendGridUpdate,
  response: z.object({ data: sendGridSchema }),
});

export const customEmailProvider = singleProvider(
  "email-custom",
  "/notifications/email/v1/providers/custom",
  {
    create: customEmailInput,
    update: customEmailUpdate,
    response: z.object({ data: customEmailSchema }),
  },
);

export const pushProviders = { fcm: fcmProviders, apns: apnsProviders } as const;

export const singleProviders = {
  "push-custom": customPushProvider,
  twilio: twilioProvider,
  "sms-custom": customSmsProvider,
  sendgrid: sendGridProvider,
  "email-custom": customEmailProvider,
} as const;
