"use client";

import { type ReactNode, useId, useState } from "react";
import { ConfirmActionDialog } from "@/components/confirm-action-button";
import { DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from "@/components/ui/dropdown-menu";
import type { Member } from "@/lib/schemas/members";
import { RowActionsMenu } from "../../_components/row-actions-menu";
import { banMemberAction, kickMemberAction, transferOwnershipAction } from "../../_lib/actions";
import { ChangeScopeDialog } from "./change-scope-dialog";
import { TransferOwnershipDialog } from "./transfer-ownership-dialog";
import { useRefreshGroup } from "./use-refresh-group";

export interface MemberPowers {
  moderate: boolean;
  administer: boolean;
}

type Open = "scope" | "kick" | "ban" | "owner" | "transfer" | undefined;

/**
 * An action that does not apply: still focusable (so a keyboard reaches it and a screen reader reads why,
 * aria-describedby), selecting it does nothing.
 */
function RefusedItem({
  describedBy,
  destructive,
  children,
}: {
  /** The id of the sentence that says why. */
  describedBy: string;
  destructive?: boolean;
  children: ReactNode;
}) {
  return (
    <DropdownMenuItem
      aria-disabled="true"
      aria-describedby={describedBy}
      variant={destructive ? "destructive" : "default"}
      className="cursor-not-allowed opacity-50"
      onSelect={(e) => e.preventDefault()}
    >
      {children}
    </DropdownMenuItem>
  );
}

// The owner can be neither kicked, banned nor given another scope: the menu says so, and offers the transfer.
export function MemberRowActions({
  guid,
  groupName,
  owner,
  member,
  powers,
}: {
  guid: string;
  groupName: string;
  owner: string;
  member: Member;
  powers: MemberPowers;
}) {
  const [open, setOpen] = useState<Open>();
  const refresh = useRefreshGroup(guid);
  const reason = useId();
  const isOwner = member.uid.toLowerCase() === owner.toLowerCase();
  const target = { guid, uid: member.uid };
  const dialog = (which: Exclude<Open, undefined>) => ({
    open: open === which,
    onOpenChange: (o: boolean) => setOpen(o ? which : undefined),
  });
  const who = (
    <>
      1 member, <strong>{member.uid}</strong> ({member.name}),
    </>
  );
  return (
    <div className="text-right">
      <RowActionsMenu id={member.uid}>
        {isOwner ? (
          <>
            <DropdownMenuLabel id={reason} className="max-w-64 text-xs font-normal text-muted-foreground">
              {member.uid} owns this group, so cannot be given another scope, kicked or banned.{" "}
              {powers.administer
                ? "Transfer the ownership to another member first."
                : "An admin can transfer the ownership to another member first."}
            </DropdownMenuLabel>
            <RefusedItem describedBy={reason}>Change scope…</RefusedItem>
            <RefusedItem describedBy={reason}>Kick…</RefusedItem>
            <RefusedItem describedBy={reason} destructive>
              Ban…
            </RefusedItem>
            {powers.administer ? (
              <>
                <DropdownMenuSeparator />
                <DropdownMenuItem onSelect={() => setOpen("transfer")}>Transfer ownership…</DropdownMenuItem>
              </>
            ) : null}
          </>
        ) : (
          <>
            <DropdownMenuItem onSelect={() => setOpen("scope")}>Change scope…</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => setOpen("kick")}>Kick…</DropdownMenuItem>
            <DropdownMenuItem variant="destructive" onSelect={() => setOpen("ban")}>
              Ban…
            </DropdownMenuItem>
            {powers.administer ? (
              <DropdownMenuItem onSelect={() => setOpen("owner")}>Make owner…</DropdownMenuItem>
            ) : null}
          </>
        )}
      </RowActionsMenu>
      {isOwner && powers.administer ? (
        <TransferOwnershipDialog
          guid={guid}
          groupName={groupName}
          owner={owner}
          {...dialog("transfer")}
          onTransferred={refresh}
        />
      ) : null}
      {open === "scope" ? (
        <ChangeScopeDialog guid={guid} member={member} {...dialog("scope")} onChanged={refresh} />
      ) : null}
      <ConfirmActionDialog
        {...dialog("kick")}
        title={`Kick ${member.uid}?`}
        description={
          <>
            This removes {who} from the group {guid}. The user may be added again or join again.
          </>
        }
        confirmLabel="Kick 1 member"
        action={() => kickMemberAction(target)}
        successMessage={(r) => r?.message}
        errorMessage={`${member.uid} could not be kicked.`}
        onSuccess={refresh}
      />
      <ConfirmActionDialog
        {...dialog("ban")}
        title={`Ban ${member.uid}?`}
        description={
          <>
            This removes {who} from the group {guid} and keeps the user out until unbanned.
          </>
        }
        confirmLabel="Ban 1 member"
        action={() => banMemberAction(target)}
        successMessage={(r) => r?.message}
        errorMessage={`${member.uid} could not be banned.`}
        onSuccess={refresh}
      />
      {powers.administer ? (
        <ConfirmActionDialog
          {...dialog("owner")}
          title={`Make ${member.uid} the owner?`}
          description={
            <>
              The group {guid} passes from {owner} to {who} who becomes an admin. {owner} stays a member.
            </>
          }
          confirmLabel="Transfer ownership"
          action={() => transferOwnershipAction(target)}
          successMessage={(r) => r?.message}
          errorMessage="The ownership could not be transferred."
          onSuccess={refresh}
        />
      ) : null}
    </div>
  );
}
