import Link from "next/link";

export default function Forbidden() {
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <div role="alert" className="max-w-md rounded-lg border border-border bg-card p-6">
        <h1 className="mb-2 text-xl font-semibold">Not allowed</h1>
        <p className="mb-4 text-sm text-muted-foreground">
          Your role does not allow this page. Ask an owner of this dashboard for access.
        </p>
        <Link className="text-sm font-medium text-primary underline" href="/calls">
          Back to calls
        </Link>
      </div>
    </main>
  );
}
