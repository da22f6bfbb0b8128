"use client";

import { type ReactNode, useState } from "react";
import { FormError } from "@/components/form/form-error";
import { SelectField } from "@/components/form/select-field";
import { SubmitButton } from "@/components/form/submit-button";
import { useActionForm } from "@/components/form/use-action-form";
import { sendTestEventAction } from "@/lib/actions/test-event";
import { type TestEventResult, TRIGGER_GROUPS, testEventOutcome } from "@/lib/test-events/form";
import { type SendTestEventInput, sendTestEventInput } from "@/lib/test-events/schema";

/** Sends a sample event to `target`; keeps the answer to show, and `said` toasts how it went. */
export function useTestEventForm(
  target: SendTestEventInput["target"],
  said: (sent: TestEventResult) => void,
) {
  const [sent, setSent] = useState<TestEventResult>();
  const api = useActionForm({
    schema: sendTestEventInput,
    action: (v) => {
      setSent(undefined);
      return sendTestEventAction(v);
    },
    defaultValues: { trigger: "message_sent", target },
    onSuccess: (data) => {
      setSent(data);
      said(data);
    },
  });
  return { ...api, sent };
}

/** The test trigger, any more fields, Send test event, a note, then the error and the answer. */
export function SendTestEvent({
  api: { form, submit, pending, sent },
  disabled,
  note,
  children,
}: {
  api: ReturnType<typeof useTestEventForm>;
  disabled?: boolean;
  note: ReactNode;
  children?: ReactNode;
}) {
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
        {children}
        <SubmitButton pending={pending} pendingLabel="Sending…" disabled={disabled}>
          Send test event
        </SubmitButton>
      </div>
      <p className="text-xs text-muted-foreground">{note}</p>
      <FormError form={form} />
      {sent ? (
        <p role="status" className="text-sm">
          {testEventOutcome(sent)}
        </p>
      ) : null}
    </form>
  );
}
