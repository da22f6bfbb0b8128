"use client";

import Link from "next/link";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { requestUsageReportAction } from "../_lib/actions";

export function UsageReport() {
  const [cycle, setCycle] = useState<"current" | "previous">("current");
  const [pending, setPending] = useState(false);
  const [answer, setAnswer] = useState<string>();
  const send = async () => {
    setPending(true);
    try {
      const res = await requestUsageReportAction({ cycle });
      if (!res?.data) {
        toast.error(res?.serverError ?? "The usage report could not be requested.");
        return;
      }
      setAnswer(res.data.message);
      toast.success("The service is preparing the usage report.");
    } catch {
      toast.error("The dashboard did not answer. Check the connection and try again.");
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        The service emails the billing usage of a cycle to the account owner. For minutes by day, call type
        and user, see{" "}
        <Link href="/analytics" className="underline underline-offset-2">
          Analytics
        </Link>
        .
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-sm font-medium">
          Billing cycle
          <select
            className="h-9 rounded-md border border-border bg-background px-2 text-sm font-normal"
            value={cycle}
            onChange={(e) => setCycle(e.target.value as "current" | "previous")}
          >
            <option value="current">Current cycle</option>
            <option value="previous">Previous cycle</option>
          </select>
        </label>
        <Button onClick={send} disabled={pending} aria-busy={pending || undefined}>
          {pending ? "Requesting…" : "Email the usage report"}
        </Button>
      </div>
      {answer ? (
        <p role="status" className="rounded-md border border-border bg-muted/40 p-3 text-sm">
          {answer}
        </p>
      ) : null}
    </div>
  );
}
