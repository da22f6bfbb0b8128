import { z } from "zod";
import {
  apnsFields,
  customFields,
  providerId,
  sendGridFields,
  twilioFields,
} from "@/lib/schemas/notifications";
import { uidSchema } from "@/lib/schemas/users";

const credentialFile = (what: string) =>
  z.object(
    {
      name: z.string().max(255),
      text: z
        .string()
        .min(1, `The file is empty: choose ${what}.`)
        .max(20_000, `The file is larger than ${what} (20 KB at most).`),
    },
    { error: `Choose ${what}.` },
  );

/** Blank: the service names the provider. */
const optionalId = z.union([z.literal(""), providerId]);

export const addFcmProviderInput = z.object({
  providerId: optionalId,
  file: credentialFile("the service account's JSON file"),
});
export type AddFcmProviderInput = z.input<typeof addFcmProviderInput>;

export const addApnsProviderInput = z.object({
  providerId: optionalId,
  file: credentialFile("the .p8 key file"),
  keyId: apnsFields.keyId,
  teamId: apnsFields.teamId,
  bundleId: apnsFields.bundleId,
  productionMode: z.boolean(),
});
export type AddApnsProviderInput = z.input<typeof addApnsProviderInput>;

export const pushProviderRef = z.object({ platform: z.enum(["fcm", "apns"]), providerId });

/** A secret box left blank keeps the saved secret (the page only has it masked). */
const keepOr = <S extends z.ZodType>(s: S) => z.union([z.literal(""), s]);

export const twilioForm = z.object({
  twilioAccountSID: keepOr(twilioFields.twilioAccountSID),
  twilioAuthToken: keepOr(twilioFields.twilioAuthToken),
  twilioSenderPhoneNumber: twilioFields.twilioSenderPhoneNumber,
  isEnabled: z.boolean(),
});
export type TwilioForm = z.input<typeof twilioForm>;

export const sendGridForm = z
  .object({
    sendGridApiKey: keepOr(sendGridFields.sendGridApiKey),
    sendGridTemplateID: sendGridFields.sendGridTemplateID,
    sendGridUnsubscribeGroupID: sendGridFields.sendGridUnsubscribeGroupID,
    senderName: sendGridFields.senderName,
    senderEmail: sendGridFields.senderEmail,
    allowEmailReplies: z.boolean(),
    senderEmailForReplies: keepOr(z.email({ error: "must be a valid email address" })),
    isEnabled: z.boolean(),
  })
  .refine((v) => !v.allowEmailReplies || v.senderEmailForReplies !== "", {
    path: ["senderEmailForReplies"],
    error: "Enter the address replies are sent from, or turn replies off.",
  });
export type SendGridForm = z.input<typeof sendGridForm>;

export const customProviderForm = z
  .object({
    channel: z.enum(["push", "sms", "email"]),
    isEnabled: z.boolean(),
    webhookURL: customFields.webhookURL,
    useBasicAuth: z.boolean(),
    basicAuthUsername: customFields.basicAuthUsername,
    basicAuthPassword: customFields.basicAuthPassword,
    /** SMS: only users whose phone number is stored; email: only users whose address is. */
    onlyStoredContacts: z.boolean(),
  })
  .refine((v) => !v.useBasicAuth || v.basicAuthUsername !== "", {
    path: ["basicAuthUsername"],
    error: "Enter the user name, or turn Basic auth off.",
  });
export type CustomProviderForm = z.input<typeof customProviderForm>;

export const singleKind = z.object({
  kind: z.enum(["push-custom", "twilio", "sms-custom", "sendgrid", "email-custom"]),
});

/** A test notification: a real message from `sender` to `recipient`, and the log entries it makes. */
export const testSendInput = z
  .object({
    recipient: uidSchema,
    sender: uidSchema,
    text: z.string().trim().min(1, "Write the message to send.").max(1000, "At most 1000 characters."),
  })
  .refine((v) => v.recipient.toLowerCase() !== v.sender.toLowerCase(), {
    path: ["sender"],
    error: "Choose someone other than the recipient: a user cannot message themselves.",
  });
export type TestSendInput = z.input<typeof testSendInput>;
