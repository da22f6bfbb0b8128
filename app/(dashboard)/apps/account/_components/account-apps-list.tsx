"use client";

import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { AccountAppRow } from "../_lib/view";
import { DeleteAccountAppButton } from "./delete-account-app-button";
import { formatUtc } from "./format";

/** The account's apps on this page; after a deletion, says when the service will purge the app. */
export function AccountAppsList({
  apps,
  searched,
  activeAppId,
}: {
  apps: AccountAppRow[];
  searched: boolean;
  activeAppId: string;
}) {
  const [deleted, setDeleted] = useState<{ name: string; at: number } | undefined>();
  return (
    <div className="flex flex-col gap-3">
      {deleted ? (
        <p role="status" className="rounded-md border border-border bg-muted/50 p-3 text-sm">
          {deleted.name} was deleted: it stops answering now and is scheduled to be purged on{" "}
          <strong>{formatUtc(deleted.at)}</strong>.
        </p>
      ) : null}
      {apps.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-sm text-muted-foreground">
          {searched ? "No app matches this search." : "The account has no apps yet."}
        </p>
      ) : (
        <div className="rounded-lg border border-border bg-card">
          <Table>
            <caption className="sr-only">Apps of the account</caption>
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead>App id</TableHead>
                <TableHead>Region</TableHead>
                <TableHead>Version</TableHead>
                <TableHead>Created (UTC)</TableHead>
                <TableHead>
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {apps.map((a) => (
                <TableRow key={a.id}>
                  <TableCell className="font-medium">
                    {a.name}
                    {a.id === activeAppId ? (
                      <Badge className="ml-2" variant="success">
                        Active here
                      </Badge>
                    ) : null}
                  </TableCell>
                  <TableCell className="font-mono text-xs">{a.id}</TableCell>
                  <TableCell>{a.region.toUpperCase()}</TableCell>
                  <TableCell>{a.version}</TableCell>
                  <TableCell className="tabular-nums">{formatUtc(a.createdAt)}</TableCell>
                  <TableCell className="text-right">
                    <DeleteAccountAppButton
                      app={a}
                      isActive={a.id === activeAppId}
                      onDeleted={(at) => setDeleted({ name: a.name, at })}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </div>
  );
}
