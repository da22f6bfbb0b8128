"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import type { Group } from "@/lib/schemas/groups";
import { DeleteGroupDialog } from "./delete-group-dialog";
import { EditGroupDialog } from "./edit-group-dialog";
import { RowActionsMenu } from "./row-actions-menu";

export function GroupActions({
  group,
  variant,
  onDeleted,
}: {
  group: Group;
  variant: "menu" | "buttons";
  onDeleted?: () => void;
}) {
  const [open, setOpen] = useState<"edit" | "delete">();
  const dialogs = (
    <>
      <EditGroupDialog
        group={group}
        open={open === "edit"}
        onOpenChange={(o) => setOpen(o ? "edit" : undefined)}
      />
      <DeleteGroupDialog
        group={group}
        open={open === "delete"}
        onOpenChange={(o) => setOpen(o ? "delete" : undefined)}
        onDeleted={onDeleted}
      />
    </>
  );
  if (variant === "buttons") {
    return (
      <div className="flex gap-2">
        <Button variant="outline" onClick={() => setOpen("edit")}>
          Edit group
        </Button>
        <Button variant="destructive" onClick={() => setOpen("delete")}>
          Delete group
        </Button>
        {dialogs}
      </div>
    );
  }
  return (
    <div className="text-right">
      <RowActionsMenu id={group.guid}>
        <DropdownMenuItem onSelect={() => setOpen("edit")}>Edit…</DropdownMenuItem>
        <DropdownMenuItem variant="destructive" onSelect={() => setOpen("delete")}>
          Delete…
        </DropdownMenuItem>
      </RowActionsMenu>
      {dialogs}
    </div>
  );
}
