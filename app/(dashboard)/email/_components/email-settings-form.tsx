"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useAction } from "next-safe-action/hooks";
import { Controller, type Path, useForm } from "react-hook-form";
import { toast } from "sonner";
import { SwitchField } from "@/components/switch-field";
import { Button } from "@/components/ui/button";
import { describedBy, Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import type { EmailSettingsView } from "@/lib/api/chat-email";
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

type TextKey = Exclude<keyof Values, "allowEmailReplies" | "isEnabled">;

/** Creates or changes the settings; the provider key is never prefilled and blank keeps the stored one. */
export function EmailSettingsForm({
  stored,
  onSaved,
}: {
  stored?: EmailSettingsView;
  onSaved: (s: EmailSettingsView) => void;
}) {
  const form = useForm<Values>({
    resolver: zodResolver(emailSettingsFormSchema(!stored)),
    defaultValues: toValues(stored),
  });
  const { execute, isPending } = useAction(saveEmailSettingsAction, {
    onSuccess: ({ data, input }) => {
      if (!data) return;
      onSaved(data.settings);
      form.reset({ ...input, providerApiKey: "" });
      toast.success(data.created ? "The email settings are stored." : "The email settings are saved.");
    },
    onError: ({ error }) => {
      if (error.serverError) {
        toast.error(error.serverError);
        return;
      }
      const errors = (error.validationErrors ?? {}) as Record<string, { _errors?: string[] }>;
      for (const [k, v] of Object.entries(errors)) {
        const message = v?._errors?.[0];
        if (k !== "_errors" && message) form.setError(k as Path<Values>, { message });
      }
      toast.error("The settings were not saved: see the marked fields.");
    },
  });
  const errors = form.formState.errors;
  const allowReplies = form.watch("allowEmailReplies");

  const text = (
    k: TextKey,
    label: string,
    opts: { hint?: string; type?: string; placeholder?: string } = {},
  ) => (
    <Field id={`email-${k}`} label={label} hint={opts.hint} error={errors[k]?.message}>
      <Input
        {...describedBy(`email-${k}`, { hint: Boolean(opts.hint), error: errors[k]?.message })}
        type={opts.type ?? "text"}
        placeholder={opts.placeholder}
        autoComplete="off"
        spellCheck={false}
        {...form.register(k)}
      />
    </Field>
  );
  const toggle = (k: "allowEmailReplies" | "isEnabled", label: string, hint: string) => (
    <Controller
      control={form.control}
      name={k}
      render={({ field }) => (
        <SwitchField
          id={`email-${k}`}
          label={label}
          hint={hint}
          checked={field.value}
          onCheckedChange={field.onChange}
        />
      )}
    />
  );

  return (
    <form
      noValidate
      aria-label="Email settings"
      className="flex flex-col gap-5"
      onSubmit={form.handleSubmit((v) => execute(v))}
    >
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium">Provider</legend>
        <div className="sm:col-span-2">
          {text("providerApiKey", "Provider API key", {
            type: "password",
            hint: stored
              ? `Stored: ${stored.providerApiKeyMasked}. Leave blank to keep it; a new key replaces it.`
              : "The key of your email provider account.",
            placeholder: stored ? "Unchanged" : undefined,
          })}
        </div>
        {text("providerTemplateID", "Template id")}
        {text("providerUnsubscribeGroupID", "Unsubscribe group id")}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium">Sender</legend>
        {text("senderName", "Sender name")}
        {text("senderEmail", "Sender email", { type: "email" })}
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-sm font-medium">Replies and sending</legend>
        {toggle("allowEmailReplies", "Allow replies", "Recipients may answer a notification by email.")}
        {allowReplies || errors.senderEmailForReplies
          ? text("senderEmailForReplies", "Reply address", {
              type: "email",
              hint: "The address replies are sent to; required when replies are allowed.",
            })
          : null}
        {toggle(
          "isEnabled",
          "Enabled",
          "Whether the service sends notification emails. The service does not report it back, so each save states it.",
        )}
      </fieldset>
      <div>
        <Button type="submit" disabled={isPending}>
          {isPending ? "Saving…" : stored ? "Save changes" : "Store settings"}
        </Button>
      </div>
    </form>
  );
}
