import { z } from "zod";
import { customFields, sendGridFields, twilioFields } from "@/lib/schemas/notifications";
import { CREDENTIAL_WARNINGS } from "./credential-warnings";
import { defineProvider } from "./provider-form";

// The forms of the providers kept once per app (Twilio, SendGrid, a custom webhook per channel): their fields,
// their dialog's words, and the body their values make. Drawn by _components/provider-dialog.tsx.

const SAVE = { submit: "Save", pending: "Saving…" } as const;
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
      warn: CREDENTIAL_WARNINGS.twilioAccountSID,
    },
    {
      key: "twilioAuthToken",
      kind: "secret",
      label: "Auth token",
      required: true,
      check: twilioFields.twilioAuthToken,
      warn: CREDENTIAL_WARNINGS.twilioAuthToken,
    },
    {
      key: "twilioSenderPhoneNumber",
      kind: "tel",
      label: "Sender phone number",
      hint: "In E.164 form, such as +13611364718.",
      required: true,
      check: twilioFields.twilioSenderPhoneNumber,
      warn: CREDENTIAL_WARNINGS.phoneNumber,
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
      warn: CREDENTIAL_WARNINGS.sendGridApiKey,
    },
    {
      key: "sendGridTemplateID",
      kind: "text",
      label: "Template id",
      hint: "The dynamic template's id: d- and 32 characters.",
      required: true,
      check: sendGridFields.sendGridTemplateID,
      warn: CREDENTIAL_WARNINGS.sendGridTemplateID,
    },
    {
      key: "sendGridUnsubscribeGroupID",
      kind: "text",
      label: "Unsubscribe group id",
      hint: "The number of the group users unsubscribe from.",
      required: true,
      check: sendGridFields.sendGridUnsubscribeGroupID,
      warn: CREDENTIAL_WARNINGS.sendGridUnsubscribeGroupID,
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
