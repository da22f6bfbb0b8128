import Link from "next/link";

export default function MessageNotFound() {
  return (
    <div role="alert" className="max-w-xl rounded-lg border border-border bg-card p-6">
      <h1 className="mb-2 text-xl font-semibold">Message not found</h1>
      <p className="mb-4 text-sm text-muted-foreground">
        The service has no message with this id in the current app. Message ids are numbers; the message may
        have been deleted permanently, or the address may be mistyped.
      </p>
      <Link className="text-sm font-medium text-primary underline" href="/messages">
        Back to messages
      </Link>
    </div>
  );
}
