import Link from "next/link";

export default function GroupNotFound() {
  return (
    <div role="alert" className="max-w-xl rounded-lg border border-border bg-card p-6">
      <h1 className="mb-2 text-xl font-semibold">Group not found</h1>
      <p className="mb-4 text-sm text-muted-foreground">
        The service has no group with this guid in the current app. It may have been deleted, or the address
        may be mistyped.
      </p>
      <Link className="text-sm font-medium text-primary underline" href="/groups">
        Back to groups
      </Link>
    </div>
  );
}
