import Link from "next/link";

export default function CallNotFound() {
  return (
    <div role="alert" className="max-w-xl rounded-lg border border-border bg-card p-6">
      <h1 className="mb-2 text-xl font-semibold">Call not found</h1>
      <p className="mb-4 text-sm text-muted-foreground">
        The service has no call with this session id in the current app. It may belong to another app, or the
        address may be mistyped.
      </p>
      <Link className="text-sm font-medium text-primary underline" href="/calls">
        Back to calls
      </Link>
    </div>
  );
}
