"use client";

import Link from "next/link";
import { Button } from "@/components/ui/button";

/** Unexpected failures of the user page; the service's own refusals are shown by the page with their message. */
export default function UserError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <div role="alert" className="max-w-xl rounded-lg border border-destructive/40 bg-destructive/5 p-4">
      <h1 className="mb-1 text-lg font-semibold">This user could not be shown</h1>
      <p className="mb-3 text-sm text-muted-foreground">
        {error.message || "Something went wrong."}
        {error.digest ? ` (reference ${error.digest})` : null}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" onClick={reset}>
          Try again
        </Button>
        <Button variant="ghost" asChild>
          <Link href="/users">Back to users</Link>
        </Button>
      </div>
    </div>
  );
}
