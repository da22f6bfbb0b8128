"use client";

import Link from "next/link";
import { Button } from "@/components/ui/button";

/** Unexpected failures of the call page; errors of the service itself are shown by the page with their message. */
export default function CallError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <div role="alert" className="max-w-xl rounded-lg border border-destructive/40 bg-destructive/5 p-4">
      <h1 className="mb-1 text-lg font-semibold">This call could not be shown</h1>
      <p className="mb-3 text-sm text-muted-foreground">
        {error.message || "Something went wrong."}
        {error.digest ? ` (reference ${error.digest})` : null}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" onClick={reset}>
          Try again
        </Button>
        <Button variant="ghost" asChild>
          <Link href="/calls">Back to calls</Link>
        </Button>
      </div>
    </div>
  );
}
