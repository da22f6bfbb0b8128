import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { Webhook } from "@/lib/schemas/webhooks";
import { DeleteWebhookButton } from "./delete-webhook-button";
import { WebhookEnabledSwitch } from "./webhook-enabled-switch";

/** The app's webhooks; the switch turns one on or off at once, the name leads to its settings and log. */
export function WebhooksList({ webhooks }: { webhooks: Webhook[] }) {
  if (webhooks.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-border p-6 text-sm text-muted-foreground">
        No webhooks yet. Create one to have the service POST the app&apos;s events to your server.
      </p>
    );
  }
  return (
    <div className="rounded-lg border border-border bg-card">
      <Table>
        <caption className="sr-only">Webhooks of the app</caption>
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead>Id</TableHead>
            <TableHead>URL</TableHead>
            <TableHead>Basic auth</TableHead>
            <TableHead>Retries</TableHead>
            <TableHead>Enabled</TableHead>
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {webhooks.map((w) => (
            <TableRow key={w.id}>
              <TableCell className="font-medium">
                <Link
                  href={`/webhooks/${encodeURIComponent(w.id)}`}
                  className="underline-offset-4 hover:underline"
                >
                  {w.name}
                </Link>
              </TableCell>
              <TableCell className="font-mono text-xs">{w.id}</TableCell>
              <TableCell className="max-w-64 truncate font-mono text-xs" title={w.webhookURL}>
                {w.webhookURL}
              </TableCell>
              <TableCell>
                {w.useBasicAuth ? <Badge variant="muted">{w.username ?? "on"}</Badge> : <span>Off</span>}
              </TableCell>
              <TableCell>{w.retryOnFailure ? "On failure" : "No"}</TableCell>
              <TableCell>
                <WebhookEnabledSwitch id={w.id} name={w.name} enabled={w.enabled} />
              </TableCell>
              <TableCell className="text-right">
                <DeleteWebhookButton id={w.id} name={w.name} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
