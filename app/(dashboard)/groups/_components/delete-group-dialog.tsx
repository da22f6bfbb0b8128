"use client";

import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { TypeToConfirmDialog } from "@/components/form/type-to-confirm-dialog";
import { useDialogForm } from "@/components/form/use-dialog-form";
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
  const { dialog } = useDialogForm({
    schema: deleteGroupInput,
    action: deleteGroupAction,
    start: { guid: group.guid, confirm: "" },
    state: [open, onOpenChange],
    onSaved: async () => {
      toast.success(`Deleted the group ${group.guid}.`);
      // The deleted group's own queries must not refetch (they would answer 404).
      queryClient.removeQueries({ queryKey: groupKeys.detail(group.guid) });
      await queryClient.invalidateQueries({ queryKey: groupKeys.lists() });
      onDeleted?.();
    },
  });
  const n = group.membersCount;
  return (
    <TypeToConfirmDialog
      {...dialog}
      title={`Delete the group ${group.name}?`}
      description={`This deletes 1 group with its ${n} ${n === 1 ? "member" : "members"}, its banned list and every message in it. It cannot be undone.`}
      word={group.guid}
      submitLabel="Delete group"
    />
  );
}
