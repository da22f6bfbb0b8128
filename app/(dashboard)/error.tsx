"use client";

import { Button } from "@/components/ui/button";

export default function DashboardError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <div role="alert" className="max-w-xl rounded-lg border border-destructive/40 bg-destructive/5 p-4">
      <h1 className="mb-1 text-lg font-semibold">This page could not be shown</h1>
      <p className="mb-3 text-sm text-muted-foreground">{error.message || "Something went wrong."}</p>
      <Button variant="outline" onClick={reset}>
        Try again
      </Button>
    </div>
  );
}
