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
import { deleteWebhookAction } from "../_lib/actions";

/** Deletes a webhook after a confirmation; from its own page, goes back to the list. */
export function DeleteWebhookButton({
  id,
  name,
  backToList,
}: {
  id: string;
  name: string;
  backToList?: boolean;
}) {
  const router = useRouter();
  const { execute, isPending } = useAction(deleteWebhookAction, {
    onSuccess: () => {
      toast.success(`Deleted the webhook ${name}.`);
      if (backToList) router.push("/webhooks");
      else router.refresh();
    },
    onError: ({ error }) => toast.error(error.serverError ?? "The webhook could not be deleted."),
  });
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" disabled={isPending}>
          Delete<span className="sr-only"> {name}</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete the webhook {name}?</AlertDialogTitle>
          <AlertDialogDescription>
            Webhook <code>{id}</code> stops receiving events at once, and deliveries still waiting are
            dropped. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={() => execute({ id })}>
            Delete webhook
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
