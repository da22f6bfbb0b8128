"use client";

import { Ban } from "lucide-react";
import { blockUsersActionInput } from "@/lib/inputs/users-query";
import { blockUsersAction } from "../../_lib/actions";
import { PickUsersDialog } from "./pick-users-dialog";

export function BlockUsersDialog({ uid }: { uid: string }) {
  return (
    <PickUsersDialog
      uid={uid}
      trigger={
        <>
          <Ban aria-hidden className="size-4" />
          Block users
        </>
      }
      title={`Block users as ${uid}`}
      description={`${uid} stops receiving their messages and calls, as if ${uid} had blocked them in the app.`}
      label="Users to block"
      submitLabel="Block"
      pendingLabel="Blocking…"
      schema={blockUsersActionInput}
      action={blockUsersAction}
      done={(n, of) => `${uid} now blocks ${n} of ${of} users.`}
    />
  );
}
