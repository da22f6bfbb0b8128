import type { ReactNode } from "react";

/**
 * Why a section of a detail page shows nothing, inside that section; the rest of the page is unaffected.
 * `what` names what was not loaded ("This list" unless said).
 */
export function SectionError({
  what = "This list",
  message,
  children,
}: {
  what?: string;
  message: string;
  children?: ReactNode;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
    >
      <p>
        {what} could not be loaded: {message}
      </p>
      {children}
    </div>
  );
}
