"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useAction } from "next-safe-action/hooks";
import { useState } from "react";
import { Controller, type Path, useForm } from "react-hook-form";
import { toast } from "sonner";
import { SwitchField } from "@/components/switch-field";
import { Button } from "@/components/ui/button";
import { describedBy, Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import type { Webhook } from "@/lib/schemas/webhooks";
import { createWebhookAction, updateWebhookAction } from "../_lib/actions";
import type { TriggerFailure } from "../_lib/apply-triggers";
import { type WebhookForm as Values, webhookFormSchema } from "../_lib/schema";
import { ReceiveInDashboardButton, type ReceiverCredentials } from "./receive-in-dashboard-button";
import { TriggerFailures } from "./trigger-failures";
import { TriggerPicker } from "./trigger-picker";

type Initial = { webhook: Webhook; triggerIds: Values["triggerIds"] };

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

/** Creates a webhook, or edits one (`initial`); the password is never prefilled and blank keeps it. */
export function WebhookForm({ initial }: { initial?: Initial }) {
  const router = useRouter();
  const editing = Boolean(initial);
  const [baseline, setBaseline] = useState<Values["triggerIds"]>(initial?.triggerIds ?? []);
  const [storedAuth, setStoredAuth] = useState(initial?.webhook.useBasicAuth ?? false);
  const [failures, setFailures] = useState<TriggerFailure[]>([]);
  const form = useForm<Values>({
    // A password is needed only when none is stored: creating, or turning Basic auth on.
    resolver: zodResolver(webhookFormSchema(!storedAuth)),
    defaultValues: initial ? toValues(initial) : blank,
  });
  const showServerErrors = (validationErrors: unknown) => {
    const errors = (validationErrors ?? {}) as Record<string, { _errors?: string[] }>;
    let any = false;
    for (const [k, v] of Object.entries(errors)) {
      const message = v?._errors?.[0];
      if (k !== "_errors" && message) {
        form.setError(k as Path<Values>, { message });
        any = true;
      }
    }
    toast.error(any ? "The webhook was not saved: see the marked fields." : "The webhook was not saved.");
  };
  const onError = ({ error }: { error: { serverError?: string; validationErrors?: unknown } }) => {
    if (error.serverError) toast.error(error.serverError);
    else showServerErrors(error.validationErrors);
  };
  const reportFailures = (list: TriggerFailure[]) => {
    setFailures(list);
    if (list.length) toast.warning(`The webhook was saved, but ${list.length} trigger change(s) failed.`);
  };
  const create = useAction(createWebhookAction, {
    onSuccess: ({ data }) => {
      if (!data) return;
      if (data.triggerFailures.length === 0) toast.success(`Created the webhook ${data.id}.`);
      else
        toast.warning(`Created the webhook ${data.id}, but some triggers were not added.`, {
          description: data.triggerFailures.map((f) => `${f.triggerId}: ${f.message}`).join("\n"),
        });
      router.push(`/webhooks/${encodeURIComponent(data.id)}`);
    },
    onError,
  });
  const update = useAction(updateWebhookAction, {
    onSuccess: ({ data, input }) => {
      if (!data) return;
      const now = data.triggerIds;
      setBaseline(now);
      setStoredAuth(input.useBasicAuth || storedAuth);
      form.reset({ ...input, password: "", triggerIds: now });
      if (data.triggerFailures.length === 0) toast.success(`Saved the webhook ${data.id}.`);
      reportFailures(data.triggerFailures);
      router.refresh();
    },
    onError,
  });
  // The dashboard's own receiver: its URL and fresh Basic-auth credentials go into the form, unsaved.
  const fillFromReceiver = (c: ReceiverCredentials) => {
    const opts = { shouldDirty: true, shouldValidate: true } as const;
    form.setValue("webhookURL", c.url, opts);
    form.setValue("useBasicAuth", true, opts);
    form.setValue("username", c.username, opts);
    form.setValue("password", c.password, opts);
  };
  const pending = create.isPending || update.isPending;
  const errors = form.formState.errors;
  const useBasicAuth = form.watch("useBasicAuth");

  const text = (k: "id" | "name" | "webhookURL" | "username", label: string, hint?: string) => (
    <Field id={`webhook-${k}`} label={label} hint={hint} error={errors[k]?.message}>
      <Input
        {...describedBy(`webhook-${k}`, { hint: Boolean(hint), error: errors[k]?.message })}
        autoComplete="off"
        spellCheck={false}
        readOnly={k === "id" && editing}
        {...form.register(k)}
      />
    </Field>
  );
  const toggle = (k: "useBasicAuth" | "enabled" | "retryOnFailure", label: string, hint: string) => (
    <Controller
      control={form.control}
      name={k}
      render={({ field }) => (
        <SwitchField
          id={`webhook-${k}`}
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
      aria-label={editing ? "Webhook settings" : "New webhook"}
      className="flex max-w-3xl flex-col gap-5"
      onSubmit={form.handleSubmit((v) => {
        setFailures([]);
        if (editing) update.execute({ ...v, previousTriggerIds: baseline });
        else create.execute(v);
      })}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {text("id", "Id", editing ? "The id cannot be changed." : "Letters and digits, at most 50.")}
        {text("name", "Name", "At most 50 characters.")}
        <div className="sm:col-span-2">
          {text(
            "webhookURL",
            "URL",
            "Where events are POSTed: https, or plain http to localhost, 127.0.0.0/8 or [::1] for the sandbox.",
          )}
        </div>
        <div className="sm:col-span-2">
          <ReceiveInDashboardButton webhookId={form.watch("id")} onIssued={fillFromReceiver} />
        </div>
      </div>
      <fieldset className="flex flex-col gap-4 rounded-md border border-border p-4">
        <legend className="px-1 text-sm font-medium">Delivery</legend>
        {toggle("enabled", "Enabled", "A disabled webhook receives nothing; events are not queued for it.")}
        {toggle(
          "retryOnFailure",
          "Retry on failure",
          "A failed delivery is tried again after 10 s and 30 s.",
        )}
        {toggle(
          "useBasicAuth",
          "Basic authentication",
          "Deliveries carry an Authorization header your server checks.",
        )}
        {useBasicAuth ? (
          <div className="grid gap-4 sm:grid-cols-2">
            {text("username", "Username", "At most 50 characters.")}
            <Field
              id="webhook-password"
              label="Password"
              hint={
                storedAuth
                  ? "A password is stored; it is never shown. Leave blank to keep it."
                  : "At most 100 characters."
              }
              error={errors.password?.message}
            >
              <Input
                {...describedBy("webhook-password", { hint: true, error: errors.password?.message })}
                type="password"
                autoComplete="new-password"
                placeholder={storedAuth ? "Unchanged" : undefined}
                {...form.register("password")}
              />
            </Field>
          </div>
        ) : null}
      </fieldset>
      <Controller
        control={form.control}
        name="triggerIds"
        render={({ field }) => <TriggerPicker value={field.value} onChange={field.onChange} />}
      />
      <TriggerFailures failures={failures} />
      <div className="flex gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? "Saving…" : editing ? "Save changes" : "Create webhook"}
        </Button>
        {editing ? null : (
          <Button type="button" variant="outline" onClick={() => router.push("/webhooks")}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
