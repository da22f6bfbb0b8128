"use client";

import Link from "next/link";
import { useAction } from "next-safe-action/hooks";
import { useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { EVENT_FAMILIES, familyOf } from "@/lib/receiver/families";
import { TRIGGER_IDS } from "@/lib/schemas/events";
import { sendTestEventAction } from "../_lib/actions";

const selectClass = "h-9 rounded-md border border-border bg-background px-2 text-sm";

export interface TestTargets {
  endpoints: { id: string; name: string }[];
  webhooks: { id: string; name: string; webhookURL: string }[];
}

/** Sends a sample event of a chosen trigger through our receiver or to a configured webhook. */
export function TestEventForm({ endpoints, webhooks }: TestTargets) {
  const id = useId();
  const [trigger, setTrigger] = useState<string>("message_sent");
  const first = endpoints[0] ? `receiver:${endpoints[0].id}` : webhooks[0] ? `webhook:${webhooks[0].id}` : "";
  const [target, setTarget] = useState(first);
  const { execute, isPending, result } = useAction(sendTestEventAction, {
    onSuccess: ({ data }) => {
      if (!data) return;
      if (data.stored) toast.success(`Stored a test ${data.trigger} event.`);
      else if (data.outcome.ok) toast.success(`The webhook answered ${data.outcome.status}.`);
      else toast.error(`The webhook did not accept the test event.`);
    },
    onError: ({ error }) => toast.error(error.serverError ?? "The test event was not sent."),
  });
  const send = () => {
    const [kind, value = ""] = target.split(/:(.*)/s);
    execute({
      trigger,
      target:
        kind === "webhook" ? { kind: "webhook", webhookId: value } : { kind: "receiver", endpointId: value },
    });
  };
  const data = result.data;
  const error = result.serverError ?? result.validationErrors?.trigger?._errors?.[0];

  return (
    <form
      aria-label="Send a test event"
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-trigger`}>Test trigger</Label>
          <select
            id={`${id}-trigger`}
            className={selectClass}
            value={trigger}
            onChange={(e) => setTrigger(e.target.value)}
          >
            {EVENT_FAMILIES.filter((f) => f !== "other").map((family) => (
              <optgroup key={family} label={family}>
                {TRIGGER_IDS.filter((t) => familyOf(t) === family).map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-target`}>Send to</Label>
          <select
            id={`${id}-target`}
            className={selectClass}
            value={target}
            onChange={(e) => setTarget(e.target.value)}
          >
            {endpoints.length ? (
              <optgroup label="This dashboard's receiver (stored as if delivered)">
                {endpoints.map((e) => (
                  <option key={e.id} value={`receiver:${e.id}`}>
                    {e.name} ({e.id})
                  </option>
                ))}
              </optgroup>
            ) : null}
            {webhooks.length ? (
              <optgroup label="A configured webhook's URL">
                {webhooks.map((w) => (
                  <option key={w.id} value={`webhook:${w.id}`}>
                    {w.name} → {w.webhookURL}
                  </option>
                ))}
              </optgroup>
            ) : null}
          </select>
        </div>
        <Button type="submit" disabled={isPending || !target}>
          {isPending ? "Sending…" : "Send test event"}
        </Button>
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
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : data ? (
        <p role="status" className="text-sm">
          {data.stored
            ? data.duplicate
              ? "The receiver already had this event (a duplicate)."
              : `Stored as event ${data.id}.`
            : `${data.outcome.url} answered ${data.outcome.status ?? "nothing"} in ${data.outcome.durationMs} ms${
                data.outcome.error ? `: ${data.outcome.error}` : "."
              }${data.withoutAuth ? " Sent without the webhook's Basic auth." : ""}`}
        </p>
      ) : null}
    </form>
  );
}
