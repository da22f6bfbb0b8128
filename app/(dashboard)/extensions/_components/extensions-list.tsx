"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { toast } from "sonner";
import { ConfirmActionButton } from "@/components/confirm-action-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { hasSettings } from "@/lib/extensions/catalogue";
import type { Extension } from "@/lib/schemas/apps";
import { toggleExtensionAction } from "../_lib/actions";

/** The extensions the service offers, on or off for this app; those with settings open their form. */
export function ExtensionsList({ extensions }: { extensions: Extension[] }) {
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
        <TableHeader>
          <TableRow>
            <TableHead>Extension</TableHead>
            <TableHead>State</TableHead>
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
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
                  <Badge variant={e.isActive ? "success" : "muted"}>{e.isActive ? "On" : "Off"}</Badge>
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
                    <Toggle extension={e} />
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

function Toggle({ extension: e }: { extension: Extension }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  if (e.isActive) {
    return (
      <ConfirmActionButton
        label="Turn off"
        name={e.name}
        title={`Turn ${e.name} off?`}
        description="The service stops running it for this app's messages at once; its settings are kept."
        confirmLabel="Turn off"
        action={() => toggleExtensionAction({ id: e.id, enabled: false })}
        successMessage={(r) => r?.message ?? `${e.name} is off.`}
        errorMessage={`${e.name} could not be turned off.`}
        onSuccess={() => router.refresh()}
      />
    );
  }
  const enable = async () => {
    setPending(true);
    const res = await toggleExtensionAction({ id: e.id, enabled: true });
    setPending(false);
    if (res?.data) {
      toast.success(res.data.message);
      router.refresh();
    } else toast.error(res?.serverError ?? `${e.name} could not be turned on.`);
  };
  return (
    <Button size="sm" onClick={enable} disabled={pending} aria-label={`Turn on ${e.name}`}>
      {pending ? "Turning on…" : "Turn on"}
    </Button>
  );
}
