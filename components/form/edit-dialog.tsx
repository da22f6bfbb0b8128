"use client";

import type { ReactNode } from "react";
import { RowButton } from "@/components/row-button";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHead, DialogTrigger } from "@/components/ui/dialog";

/**
 * A dialog that edits settings it reads when opened (not a form): its outline trigger, the title and what it
 * edits, the editor, then Cancel and Save. Closing it, by any means, goes through `onOpenChange`.
 */
export function EditDialog(p: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: string;
  /** Read after the trigger's label by screen readers, to tell one row's button from another's. */
  triggerContext?: string;
  title: string;
  description: ReactNode;
  /** Scrolling past 90% of the screen; `wide` for a row of controls per setting. */
  wide?: boolean;
  children: ReactNode;
  onSave: () => void;
  saving: boolean;
  saveLabel: string;
  saveDisabled: boolean;
}) {
  return (
    <Dialog open={p.open} onOpenChange={p.onOpenChange}>
      <DialogTrigger asChild>
        <RowButton label={p.trigger} row={p.triggerContext} />
      </DialogTrigger>
      <DialogContent className={`max-h-[90vh] overflow-y-auto ${p.wide ? "sm:max-w-2xl" : "sm:max-w-xl"}`}>
        <DialogHead title={p.title}>{p.description}</DialogHead>
        {p.children}
        <DialogFooter>
          <Button variant="outline" onClick={() => p.onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={p.onSave} disabled={p.saving || p.saveDisabled}>
            {p.saving ? "Saving…" : p.saveLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
