"use client";

import { useQueryClient } from "@tanstack/react-query";
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
import type { ApiKeyView } from "@/lib/api/api-keys-query";
import { apiKeyKeys } from "@/lib/query-keys";
import { deleteApiKeyAction } from "../_lib/actions";

/** Deletes a key after a confirmation; the service's refusal (e.g. a key deleting itself) shows as a toast. */
export function DeleteApiKeyButton({ apiKey, disabled }: { apiKey: ApiKeyView; disabled: boolean }) {
  const queryClient = useQueryClient();
  const { execute, isPending } = useAction(deleteApiKeyAction, {
    onSuccess: () => {
      toast.success(`Deleted ${apiKey.name} (${apiKey.id}).`);
      queryClient.invalidateQueries({ queryKey: apiKeyKeys.all });
    },
    onError: ({ error }) => toast.error(error.serverError ?? "The key could not be deleted."),
  });
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" disabled={disabled || isPending}>
          Delete<span className="sr-only"> {apiKey.name}</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {apiKey.name}?</AlertDialogTitle>
          <AlertDialogDescription>
            Key <code>{apiKey.id}</code> ({apiKey.scope}) stops working at once for every client that uses it.
            This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={() => execute({ id: apiKey.id })}>
            Delete key
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
