"use client";

import { toast } from "sonner";
import { ConfirmActionButton } from "@/components/confirm-action-button";
import { FormError } from "@/components/form/form-error";
import { SubmitButton } from "@/components/form/submit-button";
import { SwitchField } from "@/components/form/switch-field";
import { useActionForm } from "@/components/form/use-action-form";
import { APP_SETTING_KEYS, APP_SETTINGS } from "@/lib/schemas/app-settings";
import { resetAppSettingsAction, saveAppSettingsAction } from "../_lib/actions";
import { type AppSettingsFormValues, appSettingsFormInput, fieldOf } from "../_lib/schema";

const valuesOf = (stored: Record<string, boolean | string[]>): AppSettingsFormValues =>
  Object.fromEntries(
    APP_SETTING_KEYS.map((k) => [
      fieldOf(k),
      typeof stored[k] === "boolean" ? stored[k] : APP_SETTINGS[k].default,
    ]),
  );

const DEFAULTS = valuesOf({});

export function AppSettingsForm({ stored }: { stored: Record<string, boolean | string[]> }) {
  const { form, submit, pending } = useActionForm({
    schema: appSettingsFormInput,
    action: saveAppSettingsAction,
    defaultValues: valuesOf(stored),
    toastServerError: true,
    onSuccess: (_data, values) => {
      form.reset(values);
      toast.success("The app settings are saved.");
    },
  });
  const dirty = form.formState.isDirty;
  return (
    <form noValidate aria-label="Conversation settings" className="flex flex-col gap-5" onSubmit={submit}>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-sm font-medium">What moves a conversation up the list</legend>
        {APP_SETTING_KEYS.map((k) => (
          <SwitchField
            key={k}
            control={form.control}
            name={fieldOf(k)}
            label={APP_SETTINGS[k].label}
            hint={`${APP_SETTINGS[k].help} Default: ${APP_SETTINGS[k].default ? "on" : "off"}.`}
          />
        ))}
      </fieldset>
      <FormError form={form} />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={pending} pendingLabel="Saving…" disabled={!dirty}>
          Save settings
        </SubmitButton>
        <ConfirmActionButton
          label="Reset to defaults"
          name="app settings"
          title="Put every app setting back to its default?"
          description="The service forgets the values set here; each setting follows its default again."
          confirmLabel="Reset settings"
          action={() => resetAppSettingsAction({})}
          successMessage="Every app setting is back to its default."
          errorMessage="The app settings could not be reset."
          onSuccess={() => form.reset(DEFAULTS)}
        />
      </div>
    </form>
  );
}
