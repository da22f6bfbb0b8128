"use client";

import { catchError, type ErrorInfo } from "next/error";
import { Button } from "@/components/ui/button";
import { SectionError } from "./section-error";

// In production Next replaces a server error's message with a generic one: only the digest is safe to show.
function SectionFailed({ what }: { what?: string }, { error, retry }: ErrorInfo) {
  const digest = error instanceof Error && "digest" in error ? String(error.digest) : undefined;
  const message = digest
    ? `something went wrong on the server (reference ${digest}). Try again; if it keeps failing, check the server log.`
    : (error instanceof Error && error.message) || "something went wrong.";
  return (
    <SectionError what={what} message={message}>
      <Button variant="outline" size="sm" onClick={retry}>
        Try again
      </Button>
    </SectionError>
  );
}

/** A section's own error boundary: what throws while it loads shows in the section, and the page stays. */
export const SectionBoundary = catchError(SectionFailed);
