import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { ReceiverEndpoint } from "@/lib/receiver/endpoints";
import { DeleteReceiverButton } from "./delete-receiver-button";
import { RotateReceiverDialog } from "./rotate-receiver-dialog";

const when = (seconds: number | null) =>
  seconds === null ? "—" : new Date(seconds * 1000).toISOString().replace("T", " ").slice(0, 16);

/** The app's endpoints; credentials are never listed, only who they belong to and when they changed. */
export function ReceiversTable({ endpoints }: { endpoints: ReceiverEndpoint[] }) {
  const now = Math.floor(Date.now() / 1000);
  return (
    <Table>
      <caption className="sr-only">Receiver endpoints</caption>
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Path</TableHead>
          <TableHead>Username</TableHead>
          <TableHead>Created (UTC)</TableHead>
          <TableHead>Old password valid until</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {endpoints.length === 0 ? (
          <TableRow>
            <TableCell colSpan={6} className="py-8 text-center text-muted-foreground">
              No endpoints yet. Create one to receive webhook events in this dashboard.
            </TableCell>
          </TableRow>
        ) : (
          endpoints.map((e) => (
            <TableRow key={e.id}>
              <TableCell>{e.name}</TableCell>
              <TableCell className="font-mono text-xs">{e.path}</TableCell>
              <TableCell className="font-mono text-xs">{e.username}</TableCell>
              <TableCell className="whitespace-nowrap text-xs">{when(e.createdAt)}</TableCell>
              <TableCell className="whitespace-nowrap text-xs">
                {e.previousPasswordExpiresAt !== null && e.previousPasswordExpiresAt > now
                  ? when(e.previousPasswordExpiresAt)
                  : "—"}
              </TableCell>
              <TableCell className="flex justify-end gap-2">
                <RotateReceiverDialog endpoint={e} />
                <DeleteReceiverButton endpoint={e} />
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
