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
import type { ReceiverEndpoint } from "@/lib/receiver/endpoints";
import { deleteReceiverEndpointAction } from "../../_lib/receiver-actions";

/** Deletes an endpoint after a confirmation; its stored events stay in the inspector. */
export function DeleteReceiverButton({ endpoint }: { endpoint: ReceiverEndpoint }) {
  const router = useRouter();
  const { execute, isPending } = useAction(deleteReceiverEndpointAction, {
    onSuccess: () => {
      toast.success(`Deleted the endpoint ${endpoint.name}.`);
      router.refresh();
    },
    onError: ({ error }) => toast.error(error.serverError ?? "The endpoint could not be deleted."),
  });
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" disabled={isPending}>
          Delete<span className="sr-only"> {endpoint.name}</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {endpoint.name}?</AlertDialogTitle>
          <AlertDialogDescription>
            Deliveries to <code>{endpoint.path}</code> are refused from now on; a webhook still pointing here
            will fail. Events already stored stay. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={() => execute({ id: endpoint.id })}>
            Delete endpoint
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
