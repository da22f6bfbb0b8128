"use client";

import { FormDialog } from "@/components/form/form-dialog";
import { SwitchField } from "@/components/form/switch-field";
import { SecretField, TextField } from "@/components/form/text-field";
import { EditOrNewTrigger } from "@/components/form/use-dialog-form";
import { saveCustomProviderAction, saveSendGridAction, saveTwilioAction } from "../_lib/actions";
import {
  type CustomProviderForm,
  customProviderForm,
  type SendGridForm,
  sendGridForm,
  type TwilioForm,
  twilioForm,
} from "../_lib/schema";
import { useProviderDialog } from "./use-provider-dialog";

type Stored = Record<string, unknown> | undefined;
const str = (v: unknown) => (typeof v === "string" ? v : "");
const KEEP = "Leave blank to keep the saved one.";

const savedOrChanged = (what: string) => (saved: { created: boolean }) =>
  saved.created ? `${what} saved.` : `${what} changed.`;

export function TwilioDialog({ stored }: { stored: Stored }) {
  const start: TwilioForm = {
    twilioAccountSID: "",
    twilioAuthToken: "",
    twilioSenderPhoneNumber: str(stored?.twilioSenderPhoneNumber),
    isEnabled: stored ? stored.isEnabled !== false : true,
  };
  const { form, dialog } = useProviderDialog({
    schema: twilioForm,
    action: saveTwilioAction,
    start,
    saved: savedOrChanged("Twilio"),
  });
  return (
    <FormDialog
      {...dialog}
      trigger={
        <EditOrNewTrigger editing={stored ? "Twilio" : undefined} newLabel="Set up Twilio" size="sm" />
      }
      title={stored ? "Change Twilio" : "Set up Twilio"}
      description="The service sends SMS notifications through your Twilio account. The account SID and auth token are in the Twilio console's Account info."
      submitLabel="Save"
      pendingLabel="Saving…"
    >
      <TextField
        control={form.control}
        name="twilioAccountSID"
        label="Account SID"
        hint={stored ? `${str(stored.twilioAccountSID)} saved. ${KEEP}` : "AC and 32 characters."}
      />
      <SecretField
        control={form.control}
        name="twilioAuthToken"
        label="Auth token"
        hint={stored ? `${str(stored.twilioAuthToken)} saved. ${KEEP}` : undefined}
      />
      <TextField
        control={form.control}
        name="twilioSenderPhoneNumber"
        label="Sender phone number"
        type="tel"
        hint="In E.164 form, such as +13611364718."
      />
      <SwitchField control={form.control} name="isEnabled" label="Send SMS through Twilio" />
    </FormDialog>
  );
}

export function SendGridDialog({ stored }: { stored: Stored }) {
  const start: SendGridForm = {
    sendGridApiKey: "",
    sendGridTemplateID: str(stored?.sendGridTemplateID),
    sendGridUnsubscribeGroupID: str(stored?.sendGridUnsubscribeGroupID),
    senderName: str(stored?.senderName),
    senderEmail: str(stored?.senderEmail),
    allowEmailReplies: stored?.allowEmailReplies === true,
    senderEmailForReplies: str(stored?.senderEmailForReplies),
    isEnabled: stored ? stored.isEnabled !== false : true,
  };
  const { form, dialog } = useProviderDialog({
    schema: sendGridForm,
    action: saveSendGridAction,
    start,
    saved: savedOrChanged("SendGrid"),
  });
  return (
    <FormDialog
      {...dialog}
      trigger={
        <EditOrNewTrigger editing={stored ? "SendGrid" : undefined} newLabel="Set up SendGrid" size="sm" />
      }
      title={stored ? "Change SendGrid" : "Set up SendGrid"}
      description="The service sends email notifications of unread messages through your SendGrid account, with your dynamic template."
      submitLabel="Save"
      pendingLabel="Saving…"
    >
      <SecretField
        control={form.control}
        name="sendGridApiKey"
        label="API key"
        hint={stored ? `${str(stored.sendGridApiKey)} saved. ${KEEP}` : "Starts with SG."}
      />
      <TextField
        control={form.control}
        name="sendGridTemplateID"
        label="Template id"
        hint="The dynamic template's id: d- and 32 characters."
      />
      <TextField
        control={form.control}
        name="sendGridUnsubscribeGroupID"
        label="Unsubscribe group id"
        hint="The number of the group users unsubscribe from."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={form.control} name="senderName" label="Sender name" />
        <TextField control={form.control} name="senderEmail" label="Sender email" type="email" />
      </div>
      <SwitchField
        control={form.control}
        name="allowEmailReplies"
        label="Let users reply by email"
        hint="Replies come back into the conversation."
      />
      <TextField
        control={form.control}
        name="senderEmailForReplies"
        label="Reply-to address"
        type="email"
        hint="Needed when replies are on."
      />
      <SwitchField control={form.control} name="isEnabled" label="Send email through SendGrid" />
    </FormDialog>
  );
}

const CUSTOM_TEXT = {
  push: { name: "custom push webhook", contacts: undefined },
  sms: { name: "custom SMS webhook", contacts: "Only users whose phone number is stored" },
  email: { name: "custom email webhook", contacts: "Only users whose email address is stored" },
} as const;

export function CustomProviderDialog({
  channel,
  stored,
}: {
  channel: "push" | "sms" | "email";
  stored: Stored;
}) {
  const text = CUSTOM_TEXT[channel];
  const start: CustomProviderForm = {
    channel,
    isEnabled: stored ? stored.isEnabled === true : true,
    webhookURL: str(stored?.webhookURL),
    useBasicAuth: stored?.useBasicAuth === true,
    basicAuthUsername: str(stored?.basicAuthUsername),
    basicAuthPassword: "",
    onlyStoredContacts: stored?.useStoredPhNo === true || stored?.useStoredEmailID === true,
  };
  const { form, dialog } = useProviderDialog({
    schema: customProviderForm,
    action: saveCustomProviderAction,
    start,
    saved: savedOrChanged(`The ${text.name}`),
  });
  return (
    <FormDialog
      {...dialog}
      trigger={
        <EditOrNewTrigger
          editing={stored ? text.name : undefined}
          newLabel={`Set up a ${text.name}`}
          size="sm"
        />
      }
      title={stored ? `Change the ${text.name}` : `Set up a ${text.name}`}
      description="Instead of a provider account, the service POSTs each notification to your URL, and your server sends it. This dashboard's own receiver can take it, to see what would be sent."
      submitLabel="Save"
      pendingLabel="Saving…"
    >
      <TextField control={form.control} name="webhookURL" label="Webhook URL" type="url" />
      <SwitchField
        control={form.control}
        name="useBasicAuth"
        label="Basic auth"
        hint="Sent with each POST."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={form.control} name="basicAuthUsername" label="User name" />
        <SecretField
          control={form.control}
          name="basicAuthPassword"
          label="Password"
          hint={stored?.useBasicAuth ? KEEP : undefined}
        />
      </div>
      {text.contacts ? (
        <SwitchField
          control={form.control}
          name="onlyStoredContacts"
          label={text.contacts}
          hint="Otherwise every recipient's notification is posted."
        />
      ) : null}
      <SwitchField control={form.control} name="isEnabled" label="Use this webhook" />
    </FormDialog>
  );
}
