"use client";

import Link from "next/link";
import { useState } from "react";
import { toast } from "sonner";
import { FormError } from "@/components/form/form-error";
import { SelectField, type SelectOptionGroup } from "@/components/form/select-field";
import { SubmitButton } from "@/components/form/submit-button";
import { useActionForm } from "@/components/form/use-action-form";
import { sendTestEventAction } from "@/lib/actions/test-event";
import { TRIGGER_GROUPS, testEventOutcome } from "@/lib/test-events/form";
import { type SendTestEventInput, sendTestEventInput } from "@/lib/test-events/schema";

export interface TestTargets {
  endpoints: { id: string; name: string }[];
  webhooks: { id: string; name: string; webhookURL: string }[];
}

type Sent = NonNullable<Awaited<ReturnType<typeof sendTestEventAction>>["data"]>;

const targetGroups = ({ endpoints, webhooks }: TestTargets): SelectOptionGroup[] =>
  [
    {
      label: "This dashboard's receiver (stored as if delivered)",
      options: endpoints.map((e) => ({
        value: { kind: "receiver", endpointId: e.id },
        label: `${e.name} (${e.id})`,
      })),
    },
    {
      label: "A configured webhook's URL",
      options: webhooks.map((w) => ({
        value: { kind: "webhook", webhookId: w.id },
        label: `${w.name} → ${w.webhookURL}`,
      })),
    },
  ].filter((g) => g.options.length);

export function TestEventForm({ endpoints, webhooks }: TestTargets) {
  const [data, setData] = useState<Sent>();
  const first: SendTestEventInput["target"] | undefined = endpoints[0]
    ? { kind: "receiver", endpointId: endpoints[0].id }
    : webhooks[0]
      ? { kind: "webhook", webhookId: webhooks[0].id }
      : undefined;
  const { form, submit, pending } = useActionForm({
    schema: sendTestEventInput,
    action: (v) => {
      setData(undefined);
      return sendTestEventAction(v);
    },
    // Without a target the button stays disabled; the schema would refuse it anyway.
    defaultValues: { trigger: "message_sent", target: first as SendTestEventInput["target"] },
    onSuccess: (sent) => {
      setData(sent);
      if (sent.stored) toast.success(`Stored a test ${sent.trigger} event.`);
      else if (sent.outcome.ok) toast.success(`The webhook answered ${sent.outcome.status}.`);
      else toast.error(`The webhook did not accept the test event.`);
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
        <SelectField
          control={form.control}
          name="target"
          label="Send to"
          groups={targetGroups({ endpoints, webhooks })}
          native
        />
        <SubmitButton pending={pending} pendingLabel="Sending…" disabled={!first}>
          Send test event
        </SubmitButton>
      </div>
      <p className="text-xs text-muted-foreground">
        The payload is a sample of the trigger&apos;s documented shape. To a webhook&apos;s URL it is POSTed{" "}
        <strong>without Basic auth</strong>: the service never returns webhook passwords, so the dashboard
        does not have them. A webhook that points at one of this dashboard&apos;s receiver endpoints is stored
        directly.
        {endpoints.length === 0 ? (
          <>
            {" "}
            <Link className="underline" href="/events/receivers">
              Create a receiver endpoint
            </Link>{" "}
            to store test events here.
          </>
        ) : null}
      </p>
      <FormError form={form} />
      {data ? (
        <p role="status" className="text-sm">
          {testEventOutcome(data)}
        </p>
      ) : null}
    </form>
  );
}
