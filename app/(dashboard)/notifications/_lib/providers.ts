import { z } from "zod";
import {
  apnsFields,
  customFields,
  fcmServiceAccount,
  providerId,
  sendGridFields,
  twilioFields,
} from "@/lib/schemas/notifications";
import { defineProvider, type ProviderField } from "./provider-form";

// Each notification provider's form: its fields (labels, hints, rules), its dialog's words, and the body its
// values make. One dialog draws them all (_components/provider-dialog.tsx); each action checks with its schema.

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
const ID_FIELD = {
  key: "providerId",
  kind: "text",
  label: "Provider id",
  hint: "Letters, digits, _ and -. Leave it blank and the service names it.",
  check: providerId,
} as const satisfies ProviderField;
const withId = (v: { providerId: string }) => (v.providerId ? { providerId: v.providerId } : {});

const ADD = { submit: "Add provider", pending: "Adding…" } as const;
const SAVE = { submit: "Save", pending: "Saving…" } as const;

export const FCM = defineProvider({
  id: "fcm",
  add: "Add FCM provider",
  title: "Add an FCM provider",
  about:
    "Firebase Cloud Messaging sends to Android, iOS and web apps. Upload the service account's JSON key (Firebase console → Project settings → Service accounts → Generate new private key). Its private key is sent to the service and never shown again.",
  ...ADD,
  saved: "FCM provider added.",
  fields: [
    {
      key: "file",
      kind: "file",
      label: "Service account file",
      accept: ".json,application/json",
      required: true,
      check: credentialFile("the service account's JSON file"),
    },
    ID_FIELD,
  ],
  body: (v, refuse) => {
    let json: unknown;
    try {
      json = JSON.parse(v.file.text);
    } catch {
      return refuse("file", `${v.file.name} is not JSON: choose the service account file Firebase gave you.`);
    }
    const account = fcmServiceAccount.safeParse(json);
    if (!account.success) {
      const issue = account.error.issues[0];
      const where = issue?.path.length ? `${issue.path.join(".")} ` : "";
      return refuse(
        "file",
        `${v.file.name} is not a Firebase service account: ${where}${issue?.message ?? ""}`.trim(),
      );
    }
    return { ...withId(v), serviceAccountFilename: v.file.name, serviceAccountCreds: account.data };
  },
});

export const APNS = defineProvider({
  id: "apns",
  add: "Add APNs provider",
  title: "Add an APNs provider",
  about:
    "Apple Push Notification service sends to iOS apps. Upload the .p8 key from your Apple developer account (Keys), with its key id and your team id. The key is sent to the service and never shown again.",
  ...ADD,
  saved: "APNs provider added.",
  fields: [
    {
      key: "file",
      kind: "file",
      label: ".p8 key file",
      accept: ".p8",
      required: true,
      check: credentialFile("the .p8 key file"),
    },
    {
      key: "keyId",
      kind: "text",
      label: "Key id",
      hint: "10 characters, shown beside the key.",
      required: true,
      half: true,
      check: apnsFields.keyId,
    },
    {
      key: "teamId",
      kind: "text",
      label: "Team id",
      hint: "10 characters, in Membership.",
      required: true,
      half: true,
      check: apnsFields.teamId,
    },
    {
      key: "bundleId",
      kind: "text",
      label: "Bundle id",
      hint: "Your app's, such as com.example.chat.",
      required: true,
      check: apnsFields.bundleId,
    },
    {
      key: "productionMode",
      kind: "boolean",
      label: "Production",
      hint: "On for App Store and TestFlight builds; off for builds from Xcode (the sandbox gateway).",
    },
    ID_FIELD,
  ],
  body: (v, refuse) => {
    if (!v.file.text.includes("-----BEGIN PRIVATE KEY-----")) {
      return refuse("file", `${v.file.name} is not a .p8 key: it has no -----BEGIN PRIVATE KEY----- block.`);
    }
    return {
      ...withId(v),
      p8KeyFilename: v.file.name,
      p8Key: v.file.text,
      keyId: v.keyId,
      teamId: v.teamId,
      bundleId: v.bundleId,
      productionMode: v.productionMode,
    };
  },
});

const ENABLED = { key: "isEnabled", kind: "boolean", initial: true } as const;

export const TWILIO = defineProvider({
  id: "twilio",
  add: "Set up Twilio",
  title: "Set up Twilio",
  edit: { title: "Change Twilio", name: "Twilio" },
  about:
    "The service sends SMS notifications through your Twilio account. The account SID and auth token are in the Twilio console's Account info.",
  ...SAVE,
  saved: "Twilio saved.",
  changed: "Twilio changed.",
  fields: [
    {
      key: "twilioAccountSID",
      kind: "secret",
      visible: true,
      label: "Account SID",
      hint: "AC and 32 characters.",
      required: true,
      check: twilioFields.twilioAccountSID,
    },
    {
      key: "twilioAuthToken",
      kind: "secret",
      label: "Auth token",
      required: true,
      check: twilioFields.twilioAuthToken,
    },
    {
      key: "twilioSenderPhoneNumber",
      kind: "tel",
      label: "Sender phone number",
      hint: "In E.164 form, such as +13611364718.",
      required: true,
      check: twilioFields.twilioSenderPhoneNumber,
    },
    { ...ENABLED, label: "Send SMS through Twilio" },
  ],
  body: (v) => v,
});

const email = z.email({ error: "must be a valid email address" });

export const SENDGRID = defineProvider({
  id: "sendgrid",
  add: "Set up SendGrid",
  title: "Set up SendGrid",
  edit: { title: "Change SendGrid", name: "SendGrid" },
  about:
    "The service sends email notifications of unread messages through your SendGrid account, with your dynamic template.",
  ...SAVE,
  saved: "SendGrid saved.",
  changed: "SendGrid changed.",
  fields: [
    {
      key: "sendGridApiKey",
      kind: "secret",
      label: "API key",
      hint: "Starts with SG.",
      required: true,
      check: sendGridFields.sendGridApiKey,
    },
    {
      key: "sendGridTemplateID",
      kind: "text",
      label: "Template id",
      hint: "The dynamic template's id: d- and 32 characters.",
      required: true,
      check: sendGridFields.sendGridTemplateID,
    },
    {
      key: "sendGridUnsubscribeGroupID",
      kind: "text",
      label: "Unsubscribe group id",
      hint: "The number of the group users unsubscribe from.",
      required: true,
      check: sendGridFields.sendGridUnsubscribeGroupID,
    },
    {
      key: "senderName",
      kind: "text",
      label: "Sender name",
      required: true,
      half: true,
      check: sendGridFields.senderName,
    },
    {
      key: "senderEmail",
      kind: "email",
      label: "Sender email",
      required: true,
      half: true,
      check: sendGridFields.senderEmail,
    },
    {
      key: "allowEmailReplies",
      kind: "boolean",
      label: "Let users reply by email",
      hint: "Replies come back into the conversation.",
    },
    {
      key: "senderEmailForReplies",
      kind: "email",
      label: "Reply-to address",
      hint: "Needed when replies are on.",
      check: email,
      requiredWhen: {
        on: "allowEmailReplies",
        message: "Enter the address replies are sent from, or turn replies off.",
      },
    },
    { ...ENABLED, label: "Send email through SendGrid" },
  ],
  body: (v) => ({ ...v, senderEmailForReplies: v.allowEmailReplies ? v.senderEmailForReplies : null }),
});

/** A custom webhook of each channel: the same form, in its channel's words. */
function customProvider(channel: "push" | "sms" | "email") {
  const name = `custom ${channel === "sms" ? "SMS" : channel} webhook`;
  const contacts = {
    push: undefined,
    sms: { label: "Only users whose phone number is stored", key: "useStoredPhNo" },
    email: { label: "Only users whose email address is stored", key: "useStoredEmailID" },
  }[channel];
  return defineProvider({
    id: `${channel}-custom`,
    add: `Set up a ${name}`,
    title: `Set up a ${name}`,
    edit: { title: `Change the ${name}`, name },
    about:
      "Instead of a provider account, the service POSTs each notification to your URL, and your server sends it. This dashboard's own receiver can take it, to see what would be sent.",
    ...SAVE,
    saved: `The ${name} saved.`,
    changed: `The ${name} changed.`,
    fields: [
      {
        key: "channel",
        kind: "choice",
        hidden: true,
        initial: channel,
        options: [
          { value: "push", label: "Push" },
          { value: "sms", label: "SMS" },
          { value: "email", label: "Email" },
        ],
        check: z.enum(["push", "sms", "email"]),
      },
      {
        key: "webhookURL",
        kind: "url",
        label: "Webhook URL",
        required: true,
        check: customFields.webhookURL,
      },
      { key: "useBasicAuth", kind: "boolean", label: "Basic auth", hint: "Sent with each POST." },
      {
        key: "basicAuthUsername",
        kind: "text",
        label: "User name",
        half: true,
        check: customFields.basicAuthUsername,
        requiredWhen: { on: "useBasicAuth", message: "Enter the user name, or turn Basic auth off." },
      },
      {
        key: "basicAuthPassword",
        kind: "secret",
        label: "Password",
        half: true,
        check: customFields.basicAuthPassword,
        requiredWhen: { on: "useBasicAuth" },
      },
      {
        /** SMS: only users whose phone number is stored; email: only users whose address is. */
        key: "onlyStoredContacts",
        kind: "boolean",
        label: contacts?.label ?? "",
        hint: "Otherwise every recipient's notification is posted.",
        hidden: !contacts,
      },
      { key: "isEnabled", kind: "boolean", label: "Use this webhook", initial: true },
    ],
    fromStored: (s) => ({
      ...s,
      onlyStoredContacts: s.useStoredPhNo === true || s.useStoredEmailID === true,
    }),
    body: ({ channel: _, onlyStoredContacts, ...v }) => ({
      ...v,
      ...(contacts ? { [contacts.key]: onlyStoredContacts } : {}),
    }),
  });
}

export const CUSTOM = {
  push: customProvider("push"),
  sms: customProvider("sms"),
  email: customProvider("email"),
};

export const PROVIDERS = {
  fcm: FCM,
  apns: APNS,
  twilio: TWILIO,
  sendgrid: SENDGRID,
  "push-custom": CUSTOM.push,
  "sms-custom": CUSTOM.sms,
  "email-custom": CUSTOM.email,
};
export type ProviderId = keyof typeof PROVIDERS;
