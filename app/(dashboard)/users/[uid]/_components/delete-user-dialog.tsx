"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { TypeToConfirmDialog } from "@/components/form/type-to-confirm-dialog";
import { useDialogForm } from "@/components/form/use-dialog-form";
import { Button } from "@/components/ui/button";
import { deleteUserInput } from "@/lib/inputs/users-query";
import { userKeys } from "@/lib/query-keys";
import { deleteUserAction } from "../../_lib/actions";

export function DeleteUserDialog({ uid, name }: { uid: string; name: string }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { dialog } = useDialogForm({
    schema: deleteUserInput,
    action: deleteUserAction,
    start: { uid, confirm: "" },
    onSaved: async (r) => {
      toast.success(r.message);
      queryClient.removeQueries({ queryKey: userKeys.detail(uid) });
      await queryClient.invalidateQueries({ queryKey: userKeys.lists() });
      router.push("/users");
    },
  });
  return (
    <TypeToConfirmDialog
      {...dialog}
      trigger={<Button variant="destructive">Delete user…</Button>}
      title={`Delete ${name} for good?`}
      description={
        <>
          This deletes 1 user, <strong>{uid}</strong>, with their auth tokens, messages and one-to-one
          conversations. It cannot be undone. To hide the user and keep everything, deactivate instead.
        </>
      }
      word={uid}
      submitLabel="Delete user"
    />
  );
}
