"use client";

import { useState } from "react";
import { StackedForm } from "@/components/form/stacked-form";
import { TextField } from "@/components/form/text-field";
import { useActionForm } from "@/components/form/use-action-form";
import { replayEventAction } from "../../_lib/actions";
import { replayEventInput } from "../../_lib/schema";

type Outcome = NonNullable<Awaited<ReturnType<typeof replayEventAction>>["data"]>;

export function ReplayForm({ eventId }: { eventId: string }) {
  const [out, setOut] = useState<Outcome>();
  const actionForm = useActionForm({
    schema: replayEventInput,
    action: (v) => {
      setOut(undefined);
      return replayEventAction(v);
    },
    defaultValues: { id: eventId, url: "https://" },
    onSuccess: setOut,
  });
  return (
    <StackedForm
      {...actionForm}
      pendingLabel="Replaying…"
      submitLabel="Replay"
      submitButton={{ className: "self-start" }}
      label="Replay the event"
      className="gap-3"
      footer={
        out ? (
          <p role="status" className={out.ok ? "text-sm" : "text-sm text-destructive"}>
            {out.status !== undefined ? `Answered ${out.status}` : "No answer"} in {out.durationMs} ms
            {out.error ? `: ${out.error}` : "."}
          </p>
        ) : null
      }
    >
      <TextField
        control={actionForm.form.control}
        name="url"
        label="Replay to URL"
        hint="The stored payload is POSTed as JSON without credentials, with a 5 s timeout. https anywhere; plain http only to localhost, 127.0.0.0/8 or [::1]."
      />
    </StackedForm>
  );
}
