"use client";

import { useRouter } from "next/navigation";
import { useAction } from "next-safe-action/hooks";
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmContent } from "@/components/confirm-action-button";
import { AlertDialog, AlertDialogTrigger } from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { useOpenFromUrl } from "@/components/use-open-from-url";
import { deactivateUserAction, reactivateUserAction } from "../../_lib/actions";
import { EraseUserDialog } from "./erase-user-dialog";
import { ExportUserArchiveButton } from "./export-user-archive-button";

export function UserActions({
  uid,
  deactivated,
  canAdminister = false,
}: {
  uid: string;
  deactivated: boolean;
  /** Exporting everything about a user and erasing them are an admin's. */
  canAdminister?: boolean;
}) {
  const router = useRouter();
  const callbacks = {
    onSuccess: ({ data }: { data?: { message: string } }) => {
      toast.success(data?.message ?? "Done.");
      router.refresh();
    },
    onError: ({ error }: { error: { serverError?: string } }) =>
      toast.error(error.serverError ?? "The user could not be changed."),
  };
  const deactivate = useAction(deactivateUserAction, callbacks);
  const reactivate = useAction(reactivateUserAction, callbacks);
  const pending = deactivate.isPending || reactivate.isPending;
  const verb = deactivated ? "Reactivate" : "Deactivate";
  // The palette's "Ban or deactivate a user…" opens this page with ?deactivate=1 (moot once deactivated).
  const [asked, setAsked] = useOpenFromUrl("deactivate");
  const [open, setOpen] = useState(false);
  return (
    <>
      {canAdminister ? <ExportUserArchiveButton uid={uid} /> : null}
      <AlertDialog
        open={open || (asked && !deactivated)}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setAsked(false);
        }}
      >
        <AlertDialogTrigger asChild>
          <Button variant={deactivated ? "outline" : "destructive"} disabled={pending}>
            {verb} user
          </Button>
        </AlertDialogTrigger>
        <ConfirmContent
          title={`${verb} ${uid}?`}
          description={
            deactivated
              ? "The user can sign in again and shows in lists and conversations."
              : "The user is hidden from lists and answers like a missing user until reactivated. Nothing is deleted."
          }
          confirmLabel={verb}
          variant={deactivated ? "default" : "destructive"}
          onConfirm={() => (deactivated ? reactivate.execute({ uid }) : deactivate.execute({ uid }))}
        />
      </AlertDialog>
      {/* Beside the page's "Delete user…": erase removes everything about the user first, then the user. */}
      {canAdminister ? <EraseUserDialog uid={uid} /> : null}
    </>
  );
}
