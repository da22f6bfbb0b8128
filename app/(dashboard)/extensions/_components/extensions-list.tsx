"use client";

import Link from "next/link";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Table, TableBody, TableCell, TableHeadings, TableRow } from "@/components/ui/table";
import type { Extension } from "@/lib/schemas/apps";
import { hasSettings } from "@/lib/shared/extensions/catalogue";
import { ExtensionToggle } from "./extension-toggle";

/**
 * The extensions the service offers, on or off for this app; those with settings open their form.
 * `needsSettings`: the ones turned on whose settings are not stored yet (they do nothing until they are).
 */
export function ExtensionsList({
  extensions,
  needsSettings = [],
}: {
  extensions: Extension[];
  needsSettings?: readonly string[];
}) {
  const [query, setQuery] = useState("");
  const searchId = useId();
  const q = query.trim().toLowerCase();
  const shown = extensions.filter((e) => !q || `${e.name} ${e.id} ${e.tagLine}`.toLowerCase().includes(q));
  return (
    <div className="flex flex-col gap-3">
      <div className="flex max-w-sm flex-col gap-1.5">
        <label htmlFor={searchId} className="text-sm font-medium">
          Find an extension
        </label>
        <Input id={searchId} type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      </div>
      <Table aria-label="Extensions">
        <TableHeadings headings={["Extension", "State"]} />
        <TableBody>
          {shown.length === 0 ? (
            <TableRow>
              <TableCell colSpan={3} className="text-muted-foreground">
                {extensions.length === 0
                  ? "The service offers no extension."
                  : `No extension matches “${query}”.`}
              </TableCell>
            </TableRow>
          ) : (
            shown.map((e) => (
              <TableRow key={e.id}>
                <TableCell>
                  <div className="font-medium">
                    {e.name}
                    {e.isThirdParty ? (
                      <Badge variant="muted" className="ml-2">
                        Third party
                      </Badge>
                    ) : null}
                  </div>
                  <div className="text-sm text-muted-foreground">{e.tagLine}</div>
                </TableCell>
                <TableCell>
                  <div className="flex flex-col items-start gap-1">
                    <Badge variant={e.isActive ? "success" : "muted"}>{e.isActive ? "On" : "Off"}</Badge>
                    {e.isActive && needsSettings.includes(e.id) ? (
                      <Link
                        href={`/extensions/${e.id}`}
                        className="text-xs font-medium text-amber-800 underline underline-offset-2 dark:text-amber-300"
                      >
                        Needs settings<span className="sr-only">: set up {e.name}</span>
                      </Link>
                    ) : null}
                  </div>
                </TableCell>
                <TableCell>
                  <div className="flex flex-wrap justify-end gap-2">
                    {hasSettings(e.id) ? (
                      <Button asChild variant="outline" size="sm">
                        <Link href={`/extensions/${e.id}`} aria-label={`Settings of ${e.name}`}>
                          Settings
                        </Link>
                      </Button>
                    ) : null}
                    <ExtensionToggle extension={e} />
                  </div>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}
