/** What a page could not load, and the reason, in the one place the page's content would be. */
export function LoadError({ what, reason }: { what: string; reason: React.ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
    >
      {what} could not be loaded: {reason}
    </p>
  );
}
