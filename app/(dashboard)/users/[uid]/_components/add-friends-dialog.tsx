"use client";

import { UserPlus } from "lucide-react";
import { friendsActionInput } from "@/lib/inputs/users-query";
import { addFriendsAction } from "../../_lib/actions";
import { PickUsersDialog } from "./pick-users-dialog";

export function AddFriendsDialog({ uid }: { uid: string }) {
  return (
    <PickUsersDialog
      uid={uid}
      trigger={
        <>
          <UserPlus aria-hidden className="size-4" />
          Add friends
        </>
      }
      title={`Add friends of ${uid}`}
      description={`Each user picked becomes ${uid}'s friend, and ${uid} theirs; roles limited to friends then let them reach each other.`}
      label="Users to befriend"
      submitLabel="Add friends"
      pendingLabel="Adding…"
      schema={friendsActionInput}
      action={addFriendsAction}
      done={(n, of) => `${n} of ${of} users are now friends of ${uid}.`}
    />
  );
}
