"use client";

import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { FormDialog } from "@/components/form/form-dialog";
import { TextField } from "@/components/form/text-field";
import { editOrNew, useDialogForm } from "@/components/form/use-dialog-form";
import { type ReasonFormValues, reasonForm } from "@/lib/inputs/moderation-query";
import { moderationKeys } from "@/lib/query-keys";
import type { ModerationReason } from "@/lib/schemas/moderation";
import { saveReasonAction } from "../../_lib/actions";

const valuesOf = (r?: ModerationReason): ReasonFormValues => ({
  id: r?.id ?? "",
  name: r?.name ?? "",
  description: r?.description ?? "",
});

export function ReasonDialog({ reason }: { reason?: ModerationReason }) {
  const queryClient = useQueryClient();
  const { form, dialog } = useDialogForm({
    schema: reasonForm,
    action: (v) => saveReasonAction({ reason: v, existing: Boolean(reason) }),
    start: valuesOf(reason),
    after: (saved) => valuesOf(reason ? saved : undefined),
    onSaved: async (saved) => {
      toast.success(`Saved the reason ${saved.name}.`);
      await queryClient.invalidateQueries({ queryKey: moderationKeys.reasons() });
    },
  });
  return (
    <FormDialog
      {...dialog}
      {...editOrNew({ editing: reason?.id, noun: "reason", variant: "outline" })}
      description="Users pick a reason when they report a message; the queue shows it."
    >
      <TextField
        control={form.control}
        name="id"
        label="Reason id"
        disabled={Boolean(reason)}
        hint="Letters, digits, _ and -."
      />
      <TextField control={form.control} name="name" label="Name" />
      <TextField control={form.control} name="description" label="Description" hint="Optional." />
    </FormDialog>
  );
}
