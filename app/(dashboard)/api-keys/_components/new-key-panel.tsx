"use client";

import { CopyButton } from "@/components/copy-button";
import { Button } from "@/components/ui/button";
import { DialogFooter, DialogHead } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { ApiKey } from "@/lib/schemas/api-keys";

export function NewKeyPanel({ created, onDone }: { created: ApiKey; onDone: () => void }) {
  return (
    <>
      <DialogHead title={`Key created: ${created.name}`}>
        Copy the key now. It is shown only this once; afterwards the dashboard shows it masked.
      </DialogHead>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="new-key-value">New {created.scope} key</Label>
        <div className="flex gap-2">
          <Input
            id="new-key-value"
            readOnly
            value={created.apiKey}
            className="font-mono"
            onFocus={(e) => e.currentTarget.select()}
          />
          <CopyButton value={created.apiKey} label="Copy key" />
        </div>
      </div>
      <DialogFooter>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </DialogFooter>
    </>
  );
}
