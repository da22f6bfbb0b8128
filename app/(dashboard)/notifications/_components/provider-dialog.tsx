"use client";

import { useWatch } from "react-hook-form";
import { FormDialog } from "@/components/form/form-dialog";
import { SettingsFields } from "@/components/form/settings-fields";
import { EditOrNewTrigger, NewButton } from "@/components/form/use-dialog-form";
import { useOpenFromUrl } from "@/components/use-open-from-url";
import type { ActionResult } from "@/lib/action-result";
import { secretHints } from "@/lib/shared/extensions/form-values";
import {
  addApnsProviderAction,
  addFcmProviderAction,
  saveCustomProviderAction,
  saveSendGridAction,
  saveTwilioAction,
} from "../_lib/actions";
import { fieldWarnings, type ProviderForm, type ProviderValues, startValues } from "../_lib/provider-form";
import { PROVIDERS, type ProviderId } from "../_lib/providers";
import { useProviderDialog } from "./use-provider-dialog";

type Saved = { created?: boolean };
type Action = (values: ProviderValues) => Promise<ActionResult<Saved> | undefined>;

// Each action's input schema is its provider's (../_lib/actions.ts), so the values the form checked fit it.
const ACTIONS = {
  fcm: addFcmProviderAction,
  apns: addApnsProviderAction,
  twilio: saveTwilioAction,
  sendgrid: saveSendGridAction,
  "push-custom": saveCustomProviderAction,
  "sms-custom": saveCustomProviderAction,
  "email-custom": saveCustomProviderAction,
} as Record<ProviderId, Action>;

/**
 * Any provider's form in a dialog, drawn from its description; `stored`: the saved one, as the service shows it
 * (credentials masked), whose secrets the form leaves blank to keep.
 */
export function ProviderDialog({
  provider,
  stored,
}: {
  provider: ProviderId;
  stored?: Record<string, unknown>;
}) {
  const p: ProviderForm = PROVIDERS[provider];
  const editing = stored && p.edit;
  const { form, dialog } = useProviderDialog({
    schema: p.schema,
    action: ACTIONS[provider],
    start: startValues(p, stored),
    saved: (data: Saved) => (data.created === false && p.changed ? p.changed : p.saved),
    // `?new-<provider>=1` opens it (the palette's "Add a push provider").
    state: useOpenFromUrl(`new-${provider}`),
  });
  // Values that do not look like the provider's own credentials are warned about, and still saved.
  const values = useWatch({ control: form.control }) as Record<string, unknown>;
  return (
    <FormDialog
      {...dialog}
      trigger={
        p.edit ? (
          <EditOrNewTrigger editing={editing ? p.edit.name : undefined} newLabel={p.add} size="sm" />
        ) : (
          <NewButton size="sm">{p.add}</NewButton>
        )
      }
      title={editing ? editing.title : p.title}
      description={p.about}
      submitLabel={p.submit}
      pendingLabel={p.pending}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SettingsFields
          control={form.control}
          fields={p.fields}
          secretHints={secretHints(p.fields, stored)}
          warnings={fieldWarnings(p.fields, values)}
          wide
        />
      </div>
    </FormDialog>
  );
}
