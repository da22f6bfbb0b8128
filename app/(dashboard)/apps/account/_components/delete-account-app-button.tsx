"use client";

import { useRouter } from "next/navigation";
import { useAction } from "next-safe-action/hooks";
import { toast } from "sonner";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { deleteAccountAppAction } from "../_lib/actions";
import type { AccountAppRow } from "../_lib/view";
import { formatUtc } from "./format";

/** Deletes an app of the account after a confirmation that names it; the answer's purge date is shown. */
export function DeleteAccountAppButton({
  app,
  isActive,
  onDeleted,
}: {
  app: AccountAppRow;
  isActive: boolean;
  onDeleted: (scheduledToDeleteAt: number) => void;
}) {
  const router = useRouter();
  const { execute, isPending } = useAction(deleteAccountAppAction, {
    onSuccess: ({ data }) => {
      if (!data) return;
      toast.success(`Deleted ${app.name}; it will be purged on ${formatUtc(data.scheduledToDeleteAt)}.`);
      onDeleted(data.scheduledToDeleteAt);
      router.refresh();
    },
    onError: ({ error }) => toast.error(error.serverError ?? "The app could not be deleted."),
  });
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" disabled={isPending}>
          Delete<span className="sr-only"> {app.name}</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete the app {app.name}?</AlertDialogTitle>
          <AlertDialogDescription>
            App <code>{app.id}</code> stops answering at once for every client, and the service purges its
            data later.{isActive ? " It is the app this dashboard is administering now." : ""} This cannot be
            undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={() => execute({ appId: app.id })}>
            Delete app
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
