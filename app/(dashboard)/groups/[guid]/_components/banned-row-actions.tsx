"use client";

import { useState } from "react";
import { ConfirmActionDialog } from "@/components/confirm-action-button";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import type { User } from "@/lib/schemas/users";
import { RowActionsMenu } from "../../_components/row-actions-menu";
import { unbanMemberAction } from "../../_lib/actions";
import { useRefreshGroup } from "./use-refresh-group";

export function BannedRowActions({ guid, user }: { guid: string; user: User }) {
  const [open, setOpen] = useState(false);
  const refresh = useRefreshGroup(guid);
  return (
    <div className="text-right">
      <RowActionsMenu id={user.uid}>
        <DropdownMenuItem onSelect={() => setOpen(true)}>Unban…</DropdownMenuItem>
      </RowActionsMenu>
      <ConfirmActionDialog
        open={open}
        onOpenChange={setOpen}
        title={`Unban ${user.uid}?`}
        description={
          <>
            This lifts the ban of 1 user, <strong>{user.uid}</strong> ({user.name}), from the group {guid}.
            The user is not a member again until added or joining.
          </>
        }
        confirmLabel="Unban 1 user"
        action={() => unbanMemberAction({ guid, uid: user.uid })}
        successMessage={(r) => r?.message}
        errorMessage={`${user.uid} could not be unbanned.`}
        onSuccess={refresh}
      />
    </div>
  );
}
