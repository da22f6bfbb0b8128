import type { ReactNode } from "react";

/** Why a section of the user's page shows nothing, inside that section; the rest of the page is unaffected. */
export function SectionError({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
    >
      <p>This list could not be loaded: {message}</p>
      {children}
    </div>
  );
}
