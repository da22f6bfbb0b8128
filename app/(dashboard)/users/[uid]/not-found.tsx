import Link from "next/link";

export default function UserNotFound() {
  return (
    <div role="alert" className="max-w-xl rounded-lg border border-border bg-card p-6">
      <h1 className="mb-2 text-xl font-semibold">User not found</h1>
      <p className="mb-4 text-sm text-muted-foreground">
        The app has no user with this uid, active or deactivated. It may have been deleted for good, belong to
        another app, or the address may be mistyped.
      </p>
      <Link className="text-sm font-medium text-primary underline" href="/users">
        Back to users
      </Link>
    </div>
  );
}
