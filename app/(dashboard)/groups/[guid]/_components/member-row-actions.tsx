"use client";

import { useState } from "react";
import { ConfirmActionDialog } from "@/components/confirm-action-button";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import type { Member } from "@/lib/schemas/members";
import { RowActionsMenu } from "../../_components/row-actions-menu";
import { banMemberAction, kickMemberAction, transferOwnershipAction } from "../../_lib/actions";
import { ChangeScopeDialog } from "./change-scope-dialog";
import { useRefreshGroup } from "./use-refresh-group";

export interface MemberPowers {
  moderate: boolean;
  administer: boolean;
}

type Open = "scope" | "kick" | "ban" | "owner" | undefined;

// The owner can be neither kicked, banned nor demoted.
export function MemberRowActions({
  guid,
  owner,
  member,
  powers,
}: {
  guid: string;
  owner: string;
  member: Member;
  powers: MemberPowers;
}) {
  const [open, setOpen] = useState<Open>();
  const refresh = useRefreshGroup(guid);
  const isOwner = member.uid === owner;
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
        <DropdownMenuItem disabled={isOwner} onSelect={() => setOpen("scope")}>
          Change scope…
        </DropdownMenuItem>
        <DropdownMenuItem disabled={isOwner} onSelect={() => setOpen("kick")}>
          Kick…
        </DropdownMenuItem>
        <DropdownMenuItem variant="destructive" disabled={isOwner} onSelect={() => setOpen("ban")}>
          Ban…
        </DropdownMenuItem>
        {powers.administer ? (
          <DropdownMenuItem disabled={isOwner} onSelect={() => setOpen("owner")}>
            Make owner…
          </DropdownMenuItem>
        ) : null}
      </RowActionsMenu>
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
