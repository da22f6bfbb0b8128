import Link from "next/link";
import { LoadError } from "@/components/load-error";

export function ManagementRequired({ what, connected }: { what: string; connected: boolean }) {
  return (
    <div role="status" className="max-w-2xl rounded-lg border border-dashed border-border p-6 text-sm">
      <p className="font-medium">
        {connected ? `${what} need the management API.` : "No app is connected yet."}
      </p>
      <p className="mt-2 text-muted-foreground">
        {connected
          ? "The management API is reached with an account-level key and secret, which the active app's connection does not have. Add them to the connection under "
          : "Connect an app with its management key and secret under "}
        <Link href="/apps" className="underline underline-offset-4">
          Apps
        </Link>
        {connected
          ? " (or set DASHBOARD_MGMT_KEY and DASHBOARD_MGMT_SECRET for the app from the environment). The management API is available only on plans that include it."
          : "."}
      </p>
    </div>
  );
}

/** What a management page shows instead of its content when it could not load it. */
export function ManagementUnavailable({
  what,
  load,
}: {
  what: string;
  load: { state: "unconnected" | "no-management" } | { state: "failed"; error: string };
}) {
  if (load.state === "failed") {
    return <LoadError what={what} reason={load.error} />;
  }
  return <ManagementRequired what={what} connected={load.state === "no-management"} />;
}
