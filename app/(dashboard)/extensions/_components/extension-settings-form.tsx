"use client";

import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { ConfirmActionButton } from "@/components/confirm-action-button";
import { FormError } from "@/components/form/form-error";
import { SettingsFields } from "@/components/form/settings-fields";
import { SubmitButton } from "@/components/form/submit-button";
import { useActionForm } from "@/components/form/use-action-form";
import { EXTENSION_SETTINGS } from "@/lib/shared/extensions/catalogue";
import { type FormValues, pathKey, secretHints, toFormValues } from "@/lib/shared/extensions/form-values";
import { type Field, secretPaths } from "@/lib/shared/extensions/settings-fields";
import {
  deleteExtensionSettingsAction,
  saveExtensionSettingsAction,
  saveWidgetAction,
} from "../_lib/actions";
import { settingsFormInput } from "../_lib/schema";

type Json = Record<string, unknown>;

/** One extension's settings form; `stored` comes masked (none: not set up yet). */
export function ExtensionSettingsForm({ id, stored }: { id: string; stored: Json | undefined }) {
  const spec = EXTENSION_SETTINGS[id];
  const router = useRouter();
  if (!spec) return null;
  return (
    <div className="flex flex-col gap-4">
      <SettingsForm
        // A new form when the settings appear or go: the old values must not stay after a delete.
        key={stored ? "stored" : "none"}
        fields={spec.fields}
        stored={stored}
        hidden={{ extension: id }}
        action={saveExtensionSettingsAction}
        label={`${spec.name} settings`}
        submitLabel={stored ? "Save settings" : "Set up"}
        onSaved={() => {
          toast.success(`${spec.name} settings saved.`);
          router.refresh();
        }}
      />
      {stored ? (
        <div>
          <ConfirmActionButton
            label="Delete settings"
            name={spec.name}
            title={`Delete the ${spec.name} settings?`}
            description="The service forgets them: the extension stops working until it is set up again."
            confirmLabel="Delete"
            action={() => deleteExtensionSettingsAction({ id })}
            successMessage={`${spec.name} settings deleted.`}
            errorMessage="The settings could not be deleted."
            onSuccess={() => router.refresh()}
          />
        </div>
      ) : null}
    </div>
  );
}

/** A chat widget's form: a new one when `widgetId` is empty. */
export function WidgetForm({
  fields,
  widgetId,
  configuration,
  onSaved,
}: {
  fields: readonly Field[];
  widgetId: string;
  configuration: Json | undefined;
  onSaved: (widgetId: string) => void;
}) {
  return (
    <SettingsForm
      fields={fields}
      stored={configuration}
      hidden={{ extension: "widget", widgetId }}
      action={saveWidgetAction}
      label={widgetId ? "Widget settings" : "New widget"}
      submitLabel={widgetId ? "Save widget" : "Create widget"}
      onSaved={(data) => onSaved(String((data as { widgetId?: string }).widgetId ?? widgetId))}
    />
  );
}

function SettingsForm({
  fields,
  stored,
  hidden,
  action,
  label,
  submitLabel,
  onSaved,
}: {
  fields: readonly Field[];
  stored: Json | undefined;
  hidden: FormValues;
  action: typeof saveExtensionSettingsAction | typeof saveWidgetAction;
  label: string;
  submitLabel: string;
  onSaved: (data: unknown) => void;
}) {
  const start: FormValues = { ...hidden, ...toFormValues(fields, stored) };
  const { form, submit, pending } = useActionForm({
    schema: settingsFormInput,
    action: action as typeof saveExtensionSettingsAction,
    defaultValues: start,
    // Blanked once saved: the form never keeps a secret (their paths are `a/b` in the flat form).
    secrets: secretPaths(fields).map(pathKey),
    onSuccess: onSaved,
  });
  return (
    <form noValidate aria-label={label} className="flex flex-col gap-4" onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SettingsFields control={form.control} fields={fields} secretHints={secretHints(fields, stored)} />
      </div>
      <FormError form={form} />
      <div>
        <SubmitButton pending={pending} pendingLabel="Saving…">
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
