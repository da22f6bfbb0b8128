import Link from "next/link";

export default function NotFound() {
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <div className="max-w-md rounded-lg border border-border bg-card p-6">
        <h1 className="mb-2 text-xl font-semibold">Page not found</h1>
        <p className="mb-4 text-sm text-muted-foreground">There is nothing at this address.</p>
        <Link className="text-sm font-medium text-primary underline" href="/calls">
          Back to calls
        </Link>
      </div>
    </main>
  );
}
