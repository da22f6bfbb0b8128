"use client";

import Link from "next/link";
import { Button } from "@/components/ui/button";

export interface RouteErrorProps {
  error: Error & { digest?: string };
  reset: () => void;
}

// In production Next replaces server errors' messages with a generic one; only the digest is safe to show.
export function RouteError({
  error,
  reset,
  title,
  back,
}: RouteErrorProps & { title: string; back?: { href: string; label: string } }) {
  return (
    <div role="alert" className="max-w-xl rounded-lg border border-destructive/40 bg-destructive/5 p-4">
      <h1 className="mb-1 text-lg font-semibold">{title}</h1>
      <p className="mb-3 text-sm text-muted-foreground">
        {error.digest
          ? "Something went wrong on the server. Try again; if it keeps failing, check the server log."
          : error.message || "Something went wrong."}
        {error.digest ? <span className="block pt-1 text-xs">Reference: {error.digest}</span> : null}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" onClick={reset}>
          Try again
        </Button>
        {back ? (
          <Button variant="ghost" asChild>
            <Link href={back.href}>{back.label}</Link>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
