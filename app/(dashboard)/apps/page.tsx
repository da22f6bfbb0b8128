import type { Metadata } from "next";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { guardPage } from "@/lib/auth/guard";
import { activeConnection, listConnections } from "@/lib/connections";
import { defaultTemplates } from "@/lib/env";
import { AddAppDialog } from "./_components/add-app-dialog";
import { DeleteAppButton } from "./_components/delete-app-button";

export const metadata: Metadata = { title: "Apps" };

export default async function AppsPage() {
  await guardPage("admin");
  const [connections, active] = await Promise.all([listConnections(), activeConnection()]);
  return (
    <div className="flex max-w-5xl flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Apps</h1>
          <p className="text-sm text-muted-foreground">
            The apps this dashboard administers. Keys and secrets are stored encrypted on the server and never
            sent to the browser.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {active?.hasManagement ? (
            <Button asChild variant="outline">
              <Link href="/apps/account">Account apps (management API)</Link>
            </Button>
          ) : null}
          <AddAppDialog templates={defaultTemplates()} />
        </div>
      </div>
      {connections.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-sm text-muted-foreground">
          No app is connected yet. Add one with its app id, region and REST API key.
        </p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead>App id</TableHead>
              <TableHead>Region</TableHead>
              <TableHead>Management API</TableHead>
              <TableHead>Source</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {connections.map((c) => (
              <TableRow key={c.id}>
                <TableCell className="font-medium">
                  {c.name}
                  {c.id === active?.id ? (
                    <Badge className="ml-2" variant="success">
                      Active
                    </Badge>
                  ) : null}
                </TableCell>
                <TableCell className="font-mono text-xs">{c.appId}</TableCell>
                <TableCell>{c.region.toUpperCase()}</TableCell>
                <TableCell>{c.hasManagement ? "Configured" : "Not configured"}</TableCell>
                <TableCell>
                  {c.source === "env" ? (
                    <Badge variant="muted">From environment</Badge>
                  ) : (
                    <Badge variant="default">Added here</Badge>
                  )}
                </TableCell>
                <TableCell className="text-right">
                  {c.source === "store" ? <DeleteAppButton id={c.id} name={c.name} /> : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
