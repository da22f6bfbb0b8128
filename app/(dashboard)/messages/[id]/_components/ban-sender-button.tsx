"use client";

import Link from "next/link";
import { useId, useState } from "react";
import { ConfirmActionDialog } from "@/components/confirm-action-button";
import { Button } from "@/components/ui/button";
import { banSenderAction } from "../../_lib/actions";
import { groupHref } from "../_lib/links";

export interface SenderGroup {
  guid: string;
  name: string;
  owner: string;
}

/** Bans the sender of a group message from that group; an owner's ban is refused, with the way through. */
export function BanSenderButton({
  messageId,
  uid,
  group,
  canTransfer,
}: {
  messageId: string;
  uid: string;
  group: SenderGroup;
  canTransfer: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [banned, setBanned] = useState(false);
  const reason = useId();
  const label = `Ban ${uid} from the group…`;
  if (banned) {
    return (
      <p role="status" className="self-center text-sm">
        {uid} is banned from {group.name}.{" "}
        <Link href={groupHref(group.guid)} className="font-medium text-primary underline">
          The group&apos;s page
        </Link>{" "}
        lists its bans and lifts them.
      </p>
    );
  }
  if (uid.toLowerCase() === group.owner.toLowerCase()) {
    // Focusable, so the reason is read with it (aria-describedby) and the way through is one Tab away.
    return (
      <div className="flex flex-col gap-1">
        <Button
          variant="destructive"
          size="sm"
          aria-disabled="true"
          aria-describedby={reason}
          className="cursor-not-allowed self-start opacity-50"
          onClick={(e) => e.preventDefault()}
        >
          {label}
        </Button>
        <p id={reason} className="max-w-md text-xs text-muted-foreground">
          {uid} owns {group.name}, and an owner cannot be banned.{" "}
          {canTransfer ? (
            <>
              <Link
                href={`${groupHref(group.guid)}?transfer=1`}
                className="font-medium text-foreground underline"
              >
                Transfer ownership
              </Link>{" "}
              to another member first.
            </>
          ) : (
            "An admin can transfer the ownership to another member first."
          )}
        </p>
      </div>
    );
  }
  return (
    <>
      <Button variant="destructive" size="sm" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ConfirmActionDialog
        open={open}
        onOpenChange={setOpen}
        title={`Ban ${uid} from ${group.name}?`}
        description={
          <>
            This removes {uid} from the group {group.guid} and keeps the user out until unbanned. The message
            itself stays.
          </>
        }
        confirmLabel="Ban 1 member"
        action={() => banSenderAction({ messageId, guid: group.guid, uid })}
        successMessage={(r) => r?.message}
        errorMessage={`${uid} could not be banned.`}
        onSuccess={() => setBanned(true)}
      />
    </>
  );
}
