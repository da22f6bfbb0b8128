"use client";

import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { FormError } from "@/components/form/form-error";
import { SubmitButton } from "@/components/form/submit-button";
import { TextField } from "@/components/form/text-field";
import { useActionForm } from "@/components/form/use-action-form";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { deleteGroupInput } from "@/lib/inputs/chat-groups-query";
import { groupKeys } from "@/lib/query-keys";
import type { Group } from "@/lib/schemas/groups";
import { deleteGroupAction } from "../_lib/actions";

export function DeleteGroupDialog({
  group,
  open,
  onOpenChange,
  onDeleted,
}: {
  group: Pick<Group, "guid" | "name" | "membersCount">;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}) {
  const queryClient = useQueryClient();
  const blank = { guid: group.guid, confirm: "" };
  const { form, submit, pending } = useActionForm({
    schema: deleteGroupInput,
    action: deleteGroupAction,
    defaultValues: blank,
    onSuccess: async () => {
      toast.success(`Deleted the group ${group.guid}.`);
      onOpenChange(false);
      // The deleted group's own queries must not refetch (they would answer 404).
      queryClient.removeQueries({ queryKey: groupKeys.detail(group.guid) });
      await queryClient.invalidateQueries({ queryKey: groupKeys.lists() });
      onDeleted?.();
    },
  });
  const close = (next: boolean) => {
    onOpenChange(next);
    form.reset(blank);
  };
  const n = group.membersCount;
  return (
    <AlertDialog open={open} onOpenChange={close}>
      <AlertDialogContent>
        <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete the group {group.name}?</AlertDialogTitle>
            <AlertDialogDescription>
              This deletes 1 group with its {n} {n === 1 ? "member" : "members"}, its banned list and every
              message in it. It cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <TextField
            control={form.control}
            name="confirm"
            label={`Type ${group.guid} to confirm`}
            subject="The confirmation"
          />
          <FormError form={form} />
          <AlertDialogFooter>
            <AlertDialogCancel type="button">Cancel</AlertDialogCancel>
            <SubmitButton variant="destructive" pending={pending} pendingLabel="Deleting…">
              Delete group
            </SubmitButton>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
