"use client";

import { toast } from "sonner";
import { SendTestEvent, useTestEventForm } from "@/components/test-event/test-event-form";

/** A sample event POSTed to this webhook's URL now, to see whether its receiver takes it. */
export function WebhookTestEvent({ webhookId, useBasicAuth }: { webhookId: string; useBasicAuth: boolean }) {
  const api = useTestEventForm({ kind: "webhook", webhookId }, (sent) => {
    if (sent.stored || sent.outcome.ok) toast.success("The test event was taken.");
    else toast.error("The webhook's URL did not take the test event.");
  });
  return (
    <SendTestEvent
      api={api}
      note={
        <>
          A sample of the trigger&apos;s documented shape, sent by this dashboard to the saved URL (save a
          changed URL first). It is not a delivery: the log above does not list it.
          {useBasicAuth
            ? " It carries no Basic auth (the service never returns webhook passwords), unless the URL is one of this dashboard's receiver endpoints, where it is stored directly."
            : ""}
        </>
      }
    />
  );
}
