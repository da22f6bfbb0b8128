"use client";

import { useAction } from "next-safe-action/hooks";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { describedBy, Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { replayEventAction } from "../../_lib/actions";
import { replayUrlProblem } from "../../_lib/replay-url";

/** POSTs the stored payload to a chosen URL (https, or http to loopback) and shows what came back. */
export function ReplayForm({ eventId }: { eventId: string }) {
  const [url, setUrl] = useState("https://");
  const [problem, setProblem] = useState<string>();
  const { execute, isPending, result, reset } = useAction(replayEventAction);
  const error = problem ?? result.serverError ?? result.validationErrors?.url?._errors?.[0];
  const out = result.data;
  return (
    <form
      aria-label="Replay the event"
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        reset();
        const p = replayUrlProblem(url);
        setProblem(p);
        if (!p) execute({ id: eventId, url });
      }}
    >
      <Field
        id="replay-url"
        label="Replay to URL"
        hint="The stored payload is POSTed as JSON without credentials, with a 5 s timeout. https anywhere; plain http only to localhost, 127.0.0.0/8 or [::1]."
        error={error}
      >
        <Input
          {...describedBy("replay-url", { hint: true, error })}
          value={url}
          spellCheck={false}
          onChange={(e) => setUrl(e.target.value)}
        />
      </Field>
      <Button type="submit" className="self-start" disabled={isPending}>
        {isPending ? "Replaying…" : "Replay"}
      </Button>
      {out ? (
        <p role="status" className={out.ok ? "text-sm" : "text-sm text-destructive"}>
          {out.status !== undefined ? `Answered ${out.status}` : "No answer"} in {out.durationMs} ms
          {out.error ? `: ${out.error}` : "."}
        </p>
      ) : null}
    </form>
  );
}
