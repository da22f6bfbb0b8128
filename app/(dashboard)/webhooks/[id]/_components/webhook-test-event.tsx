"use client";

import { useState } from "react";
import { toast } from "sonner";
import { FormError } from "@/components/form/form-error";
import { SelectField } from "@/components/form/select-field";
import { SubmitButton } from "@/components/form/submit-button";
import { useActionForm } from "@/components/form/use-action-form";
import { sendTestEventAction } from "@/lib/actions/test-event";
import { type TestEventResult, TRIGGER_GROUPS, testEventOutcome } from "@/lib/test-events/form";
import { sendTestEventInput } from "@/lib/test-events/schema";

/** A sample event POSTed to this webhook's URL now, to see whether its receiver takes it. */
export function WebhookTestEvent({ webhookId, useBasicAuth }: { webhookId: string; useBasicAuth: boolean }) {
  const [sent, setSent] = useState<TestEventResult>();
  const { form, submit, pending } = useActionForm({
    schema: sendTestEventInput,
    action: (v) => {
      setSent(undefined);
      return sendTestEventAction(v);
    },
    defaultValues: { trigger: "message_sent", target: { kind: "webhook", webhookId } },
    onSuccess: (data) => {
      setSent(data);
      if (data.stored || data.outcome.ok) toast.success("The test event was taken.");
      else toast.error("The webhook's URL did not take the test event.");
    },
  });
  return (
    <form aria-label="Send a test event" noValidate className="flex flex-col gap-3" onSubmit={submit}>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          control={form.control}
          name="trigger"
          label="Test trigger"
          groups={TRIGGER_GROUPS}
          native
        />
        <SubmitButton pending={pending} pendingLabel="Sending…">
          Send test event
        </SubmitButton>
      </div>
      <p className="text-xs text-muted-foreground">
        A sample of the trigger&apos;s documented shape, sent by this dashboard to the saved URL (save a
        changed URL first). It is not a delivery: the log above does not list it.
        {useBasicAuth
          ? " It carries no Basic auth (the service never returns webhook passwords), unless the URL is one of this dashboard's receiver endpoints, where it is stored directly."
          : ""}
      </p>
      <FormError form={form} />
      {sent ? (
        <p role="status" className="text-sm">
          {testEventOutcome(sent)}
        </p>
      ) : null}
    </form>
  );
}
