"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useEffect, useId, useState } from "react";
import { FormDialog } from "@/components/form/form-dialog";
import { PickerField } from "@/components/form/picker-field";
import { TextareaField } from "@/components/form/text-field";
import { useActionForm } from "@/components/form/use-action-form";
import { Button } from "@/components/ui/button";
import { unwrapAction } from "@/lib/action-result";
import { listNotificationLogsAction } from "@/lib/actions/notification-logs";
import { CHANNEL_LABELS, logOutcome, PROVIDER_LABELS } from "@/lib/notification-log-labels";
import { notificationLogKeys } from "@/lib/query-keys";
import type { NotificationLog } from "@/lib/schemas/notification-logs";
import { sendTestNotificationAction } from "../_lib/actions";
import { type TestSendInput, testSendInput } from "../_lib/schema";

type Channel = "all" | "push" | "email" | "sms";
const CHANNELS: { value: Channel; label: string }[] = [
  { value: "all", label: "Every channel" },
  { value: "push", label: "Push" },
  { value: "email", label: "Email" },
  { value: "sms", label: "SMS" },
];
const START: TestSendInput = {
  recipient: "",
  sender: "",
  text: "This is a test notification from the admin dashboard.",
};
/** How long to wait for the service's log entries (a custom provider's answer can take 2 s). */
const WAIT_MS = 15_000;

interface Sent {
  messageId: number;
  at: number;
  recipient: string;
}

/** Sends a real message to one user and follows the notification log entries it makes. */
export function TestSendDialog() {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<Sent | undefined>();
  const [channel, setChannel] = useState<Channel>("all");
  const channelId = useId();
  const { form, submit, pending } = useActionForm({
    schema: testSendInput,
    action: sendTestNotificationAction,
    defaultValues: START,
    onSuccess: (answer) => {
      if (answer) setSent({ ...answer, at: Date.now(), recipient: form.getValues("recipient") });
    },
  });
  return (
    <FormDialog
      form={form}
      onSubmit={submit}
      pending={pending}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setSent(undefined);
        form.reset(START);
      }}
      trigger={<Button size="sm">Send a test…</Button>}
      title="Send a test notification"
      description="Sends a real message, tagged as a test, from one user to another; the service then decides, as for any message, whom to notify on which channel. The recipient sees the message in their chat."
      submitLabel={sent ? "Send again" : "Send test"}
      pendingLabel="Sending…"
    >
      <PickerField control={form.control} name="recipient" picker="user" label="Recipient" />
      <PickerField
        control={form.control}
        name="sender"
        picker="user"
        label="From"
        hint="The message is sent as this user."
      />
      <TextareaField control={form.control} name="text" label="Message" />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={channelId} className="text-sm font-medium">
          Show entries for
        </label>
        <select
          id={channelId}
          className="h-9 rounded-md border border-border bg-background px-2 text-sm"
          value={channel}
          onChange={(e) => setChannel(e.target.value as Channel)}
        >
          {CHANNELS.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
      {sent ? <TestSendOutcome key={sent.messageId} sent={sent} channel={channel} /> : null}
    </FormDialog>
  );
}

function TestSendOutcome({ sent, channel }: { sent: Sent; channel: Channel }) {
  const query = { messageId: sent.messageId, ...(channel === "all" ? {} : { channel }) };
  // The wait ends on its own: an answer that stays empty would not re-render the result.
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setExpired(true), Math.max(0, sent.at + WAIT_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [sent.at]);
  const logs = useQuery({
    queryKey: notificationLogKeys.list(query),
    queryFn: async () => unwrapAction(await listNotificationLogsAction(query)).data,
    refetchInterval: (q) => (expired || outcomesKnown(q.state.data) ? false : 1000),
  });
  const entries = logs.data ?? [];
  return (
    <section
      aria-label="Test result"
      aria-live="polite"
      className="flex flex-col gap-2 rounded-md border p-3 text-sm"
    >
      <p>
        Message {sent.messageId} sent.{" "}
        {entries.length === 0
          ? expired
            ? "The service logged no notification for it: no provider of this channel is set up, or the user has no device, address or number for it."
            : "Waiting for the service's notification log…"
          : null}
      </p>
      {logs.error ? <p role="alert">{logs.error.message}</p> : null}
      {entries.length > 0 ? (
        <ul className="flex flex-col gap-1">
          {entries.map((e) => (
            <li key={e._id} className="flex flex-wrap items-baseline justify-between gap-2">
              <span>
                <span className="font-medium">{CHANNEL_LABELS[e.channel]}</span>
                {e.provider
                  ? ` · ${PROVIDER_LABELS[e.provider]}${e.providerId ? ` (${e.providerId})` : ""}`
                  : ""}
                {" — "}
                <span data-outcome={logOutcome(e).kind}>{logOutcome(e).label}</span>
              </span>
              <Link
                className="text-primary underline-offset-4 hover:underline"
                href={`/notifications/logs?recipient=${encodeURIComponent(sent.recipient)}&log=${e._id}`}
              >
                Log entry
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** Every entry has its outcome: a custom provider's turns from pending once its URL answered. */
const outcomesKnown = (found: NotificationLog[] | undefined) =>
  found !== undefined && found.length > 0 && !found.some((e) => logOutcome(e).kind === "pending");
