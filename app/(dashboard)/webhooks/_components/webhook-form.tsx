"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { toast } from "sonner";
import { FormError } from "@/components/form/form-error";
import { SubmitButton } from "@/components/form/submit-button";
import { SwitchField } from "@/components/form/switch-field";
import { SecretField, TextField } from "@/components/form/text-field";
import { useActionForm } from "@/components/form/use-action-form";
import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/lib/action-result";
import type { Webhook } from "@/lib/schemas/webhooks";
import { createWebhookAction, updateWebhookAction } from "../_lib/actions";
import type { TriggerFailure } from "../_lib/apply-triggers";
import { type WebhookForm as Values, webhookFormSchema } from "../_lib/schema";
import { ReceiveInDashboardButton, type ReceiverCredentials } from "./receive-in-dashboard-button";
import { TriggerFailures } from "./trigger-failures";
import { TriggerPicker } from "./trigger-picker";

type Initial = { webhook: Webhook; triggerIds: Values["triggerIds"] };
type Created = { id: string; triggerFailures: TriggerFailure[] };
type Saved = Created & { triggerIds: Values["triggerIds"] };

const blank: Values = {
  id: "",
  name: "",
  webhookURL: "https://",
  useBasicAuth: false,
  username: "",
  password: "",
  enabled: true,
  retryOnFailure: true,
  triggerIds: [],
};

const toValues = ({ webhook: w, triggerIds }: Initial): Values => ({
  id: w.id,
  name: w.name,
  webhookURL: w.webhookURL,
  useBasicAuth: w.useBasicAuth,
  username: w.username ?? "",
  password: "",
  enabled: w.enabled,
  retryOnFailure: w.retryOnFailure ?? false,
  triggerIds,
});

export function WebhookForm({ initial }: { initial?: Initial }) {
  const router = useRouter();
  const editing = Boolean(initial);
  const [baseline, setBaseline] = useState<Values["triggerIds"]>(initial?.triggerIds ?? []);
  const [storedAuth, setStoredAuth] = useState(initial?.webhook.useBasicAuth ?? false);
  const [failures, setFailures] = useState<TriggerFailure[]>([]);
  const { form, submit, pending } = useActionForm({
    // A password is needed only when none is stored: creating, or turning Basic auth on.
    schema: webhookFormSchema(!storedAuth),
    action: (v): Promise<ActionResult<Created | Saved> | undefined> => {
      setFailures([]);
      return editing ? updateWebhookAction({ ...v, previousTriggerIds: baseline }) : createWebhookAction(v);
    },
    defaultValues: initial ? toValues(initial) : blank,
    secrets: ["password"],
    onSuccess: (data, values) => {
      if (!("triggerIds" in data)) {
        if (data.triggerFailures.length === 0) toast.success(`Created the webhook ${data.id}.`);
        else
          toast.warning(`Created the webhook ${data.id}, but some triggers were not added.`, {
            description: data.triggerFailures.map((f) => `${f.triggerId}: ${f.message}`).join("\n"),
          });
        router.push(`/webhooks/${encodeURIComponent(data.id)}`);
        return;
      }
      const now = data.triggerIds;
      setBaseline(now);
      setStoredAuth(values.useBasicAuth || storedAuth);
      form.reset({ ...values, triggerIds: now });
      if (data.triggerFailures.length === 0) toast.success(`Saved the webhook ${data.id}.`);
      reportFailures(data.triggerFailures);
      router.refresh();
    },
    onError: ({ fields }) =>
      toast.error(
        Object.keys(fields).length
          ? "The webhook was not saved: see the marked fields."
          : "The webhook was not saved.",
      ),
  });
  const reportFailures = (list: TriggerFailure[]) => {
    setFailures(list);
    if (list.length) toast.warning(`The webhook was saved, but ${list.length} trigger change(s) failed.`);
  };
  // The dashboard's own receiver: its URL and fresh Basic-auth credentials go into the form, unsaved.
  const fillFromReceiver = (c: ReceiverCredentials) => {
    const opts = { shouldDirty: true, shouldValidate: true } as const;
    form.setValue("webhookURL", c.url, opts);
    form.setValue("useBasicAuth", true, opts);
    form.setValue("username", c.username, opts);
    form.setValue("password", c.password, opts);
  };
  const { control } = form;
  const useBasicAuth = form.watch("useBasicAuth");
  const triggersError = form.formState.errors.triggerIds?.message;

  return (
    <form
      noValidate
      aria-label={editing ? "Webhook settings" : "New webhook"}
      className="flex max-w-3xl flex-col gap-5"
      onSubmit={submit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          control={control}
          name="id"
          label="Id"
          hint={editing ? "The id cannot be changed." : "Letters and digits, at most 50."}
          readOnly={editing}
        />
        <TextField control={control} name="name" label="Name" hint="At most 50 characters." />
        <div className="sm:col-span-2">
          <TextField
            control={control}
            name="webhookURL"
            label="URL"
            hint="Where events are POSTed: https, or plain http to localhost, 127.0.0.0/8 or [::1] for the sandbox."
          />
        </div>
        <div className="sm:col-span-2">
          <ReceiveInDashboardButton webhookId={form.watch("id")} onIssued={fillFromReceiver} />
        </div>
      </div>
      <fieldset className="flex flex-col gap-4 rounded-md border border-border p-4">
        <legend className="px-1 text-sm font-medium">Delivery</legend>
        <SwitchField
          control={control}
          name="enabled"
          label="Enabled"
          hint="A disabled webhook receives nothing; events are not queued for it."
        />
        <SwitchField
          control={control}
          name="retryOnFailure"
          label="Retry on failure"
          hint="A failed delivery is tried again after 10 s and 30 s."
        />
        <SwitchField
          control={control}
          name="useBasicAuth"
          label="Basic authentication"
          hint="Deliveries carry an Authorization header your server checks."
        />
        {useBasicAuth ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField control={control} name="username" label="Username" hint="At most 50 characters." />
            <SecretField
              control={control}
              name="password"
              label="Password"
              hint={
                storedAuth
                  ? "A password is stored; it is never shown. Leave blank to keep it."
                  : "At most 100 characters."
              }
              placeholder={storedAuth ? "Unchanged" : undefined}
            />
          </div>
        ) : null}
      </fieldset>
      <Controller
        control={control}
        name="triggerIds"
        render={({ field }) => <TriggerPicker value={field.value} onChange={field.onChange} />}
      />
      {triggersError ? (
        <p role="alert" className="text-sm text-destructive">
          {triggersError}
        </p>
      ) : null}
      <TriggerFailures failures={failures} />
      <FormError form={form} />
      <div className="flex gap-2">
        <SubmitButton pending={pending} pendingLabel="Saving…">
          {editing ? "Save changes" : "Create webhook"}
        </SubmitButton>
        {editing ? null : (
          <Button type="button" variant="outline" onClick={() => router.push("/webhooks")}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
