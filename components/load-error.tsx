import Link from "next/link";

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

/** A detail page whose record could not be read: which, why, and the way back to its list. */
export function DetailLoadError({ what, message, list }: { what: string; message: string; list?: string }) {
  return (
    <div role="alert" className="max-w-xl rounded-lg border border-destructive/40 bg-destructive/5 p-4">
      <h1 className="mb-1 text-lg font-semibold">{`This ${what} could not be loaded`}</h1>
      <p className={list ? "mb-3 text-sm text-muted-foreground" : "text-sm text-muted-foreground"}>
        {message}
      </p>
      {list ? (
        <Link className="text-sm font-medium text-primary underline" href={`/${list}`}>
          {`Back to ${list}`}
        </Link>
      ) : null}
    </div>
  );
}
