"use client";

import { toast } from "sonner";
import { FormError } from "@/components/form/form-error";
import { SubmitButton } from "@/components/form/submit-button";
import { SwitchField } from "@/components/form/switch-field";
import { SecretField, TextField } from "@/components/form/text-field";
import { useActionForm } from "@/components/form/use-action-form";
import type { EmailSettingsView } from "@/lib/server/api/chat-email";
import { saveEmailSettingsAction } from "../_lib/actions";
import { emailSettingsFormSchema, type EmailSettingsForm as Values } from "../_lib/schema";

const toValues = (s?: EmailSettingsView): Values => ({
  providerApiKey: "",
  providerTemplateID: s?.providerTemplateID ?? "",
  providerUnsubscribeGroupID: s?.providerUnsubscribeGroupID ?? "",
  senderName: s?.senderName ?? "",
  senderEmail: s?.senderEmail ?? "",
  allowEmailReplies: s?.allowEmailReplies ?? false,
  senderEmailForReplies: s?.senderEmailForReplies ?? "",
  // The service never answers isEnabled (it is request-only), so a save always states it.
  isEnabled: true,
});

export function EmailSettingsForm({
  stored,
  onSaved,
}: {
  stored?: EmailSettingsView;
  onSaved: (s: EmailSettingsView) => void;
}) {
  const { form, submit, pending } = useActionForm({
    schema: emailSettingsFormSchema(!stored),
    action: saveEmailSettingsAction,
    defaultValues: toValues(stored),
    secrets: ["providerApiKey"],
    onSuccess: (data, values) => {
      onSaved(data.settings);
      form.reset(values);
      toast.success(data.created ? "The email settings are stored." : "The email settings are saved.");
    },
    onError: ({ fields }) => {
      if (Object.keys(fields).length) toast.error("The settings were not saved: see the marked fields.");
    },
  });
  const { control } = form;
  const allowReplies = form.watch("allowEmailReplies");
  const replyError = form.formState.errors.senderEmailForReplies;

  return (
    <form noValidate aria-label="Email settings" className="flex flex-col gap-5" onSubmit={submit}>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium">Provider</legend>
        <SecretField
          control={control}
          name="providerApiKey"
          label="Provider API key"
          className="sm:col-span-2"
          autoComplete="off"
          hint={
            stored
              ? `Stored: ${stored.providerApiKeyMasked}. Leave blank to keep it; a new key replaces it.`
              : "The key of your email provider account."
          }
          placeholder={stored ? "Unchanged" : undefined}
        />
        <TextField control={control} name="providerTemplateID" label="Template id" />
        <TextField control={control} name="providerUnsubscribeGroupID" label="Unsubscribe group id" />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium">Sender</legend>
        <TextField control={control} name="senderName" label="Sender name" />
        <TextField control={control} name="senderEmail" label="Sender email" type="email" />
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-sm font-medium">Replies and sending</legend>
        <SwitchField
          control={control}
          name="allowEmailReplies"
          label="Allow replies"
          hint="Recipients may answer a notification by email."
        />
        {allowReplies || replyError ? (
          <TextField
            control={control}
            name="senderEmailForReplies"
            label="Reply address"
            type="email"
            hint="The address replies are sent to; required when replies are allowed."
          />
        ) : null}
        <SwitchField
          control={control}
          name="isEnabled"
          label="Enabled"
          hint="Whether the service sends notification emails. The service does not report it back, so each save states it."
        />
      </fieldset>
      <FormError form={form} />
      <div>
        <SubmitButton pending={pending} pendingLabel="Saving…">
          {stored ? "Save changes" : "Store settings"}
        </SubmitButton>
      </div>
    </form>
  );
}
