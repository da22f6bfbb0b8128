"use client";

import Link from "next/link";
import { toast } from "sonner";
import { SelectField, type SelectOptionGroup } from "@/components/form/select-field";
import { SendTestEvent, useTestEventForm } from "@/components/test-event/test-event-form";
import type { SendTestEventInput } from "@/lib/test-events/schema";

export interface TestTargets {
  endpoints: { id: string; name: string }[];
  webhooks: { id: string; name: string; webhookURL: string }[];
}

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
  const first: SendTestEventInput["target"] | undefined = endpoints[0]
    ? { kind: "receiver", endpointId: endpoints[0].id }
    : webhooks[0]
      ? { kind: "webhook", webhookId: webhooks[0].id }
      : undefined;
  // Without a target the button stays disabled; the schema would refuse it anyway.
  const api = useTestEventForm(first as SendTestEventInput["target"], (sent) => {
    if (sent.stored) toast.success(`Stored a test ${sent.trigger} event.`);
    else if (sent.outcome.ok) toast.success(`The webhook answered ${sent.outcome.status}.`);
    else toast.error(`The webhook did not accept the test event.`);
  });
  return (
    <SendTestEvent
      api={api}
      disabled={!first}
      note={
        <>
          The payload is a sample of the trigger&apos;s documented shape. To a webhook&apos;s URL it is POSTed{" "}
          <strong>without Basic auth</strong>: the service never returns webhook passwords, so the dashboard
          does not have them. A webhook that points at one of this dashboard&apos;s receiver endpoints is
          stored directly.
          {endpoints.length === 0 ? (
            <>
              {" "}
              <Link className="underline" href="/events/receivers">
                Create a receiver endpoint
              </Link>{" "}
              to store test events here.
            </>
          ) : null}
        </>
      }
    >
      <SelectField
        control={api.form.control}
        name="target"
        label="Send to"
        groups={targetGroups({ endpoints, webhooks })}
        native
      />
    </SendTestEvent>
  );
}
