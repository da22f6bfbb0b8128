"use client";

import { Button } from "@/components/ui/button";

/** Shown inside the dashboard layout, so the navigation stays usable when a page fails. */
export default function DashboardError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  // In production Next replaces server errors' messages with a generic one; only the digest is safe to show.
  return (
    <div role="alert" className="max-w-xl rounded-lg border border-destructive/40 bg-destructive/5 p-4">
      <h1 className="mb-1 text-lg font-semibold">This page could not be shown</h1>
      <p className="mb-3 text-sm text-muted-foreground">
        {error.digest
          ? "Something went wrong on the server. Try again; if it keeps failing, check the server log."
          : error.message || "Something went wrong."}
        {error.digest ? <span className="block pt-1 text-xs">Reference: {error.digest}</span> : null}
      </p>
      <Button variant="outline" onClick={reset}>
        Try again
      </Button>
    </div>
  );
}
