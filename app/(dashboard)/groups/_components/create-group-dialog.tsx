"use client";

import { useQueryClient } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { FormError } from "@/components/form/form-error";
import { PickerField } from "@/components/form/picker-field";
import { SubmitButton } from "@/components/form/submit-button";
import { TextField } from "@/components/form/text-field";
import { useActionForm } from "@/components/form/use-action-form";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { type CreateGroupFormValues, createGroupForm } from "@/lib/api/chat-groups-query";
import { groupKeys } from "@/lib/query-keys";
import { createGroupAction } from "../_lib/actions";
import { type GroupFieldsControl, GroupFormFields } from "./group-form-fields";

const BLANK: CreateGroupFormValues = {
  guid: "",
  name: "",
  type: "public",
  password: "",
  icon: "",
  description: "",
  metadata: "",
  tags: "",
  owner: "",
};

/** Creates a group of any type; the owner is picked among the app's users (the app itself when blank). */
export function CreateGroupDialog() {
  const [open, setOpen] = useState(false);
  const router = useRouter();
  const queryClient = useQueryClient();
  const { form, submit, pending } = useActionForm({
    schema: createGroupForm,
    action: createGroupAction,
    defaultValues: BLANK,
    secrets: ["password"],
    onSuccess: async (g) => {
      toast.success(`Created the group ${g.name} (${g.guid}).`);
      setOpen(false);
      form.reset(BLANK);
      await queryClient.invalidateQueries({ queryKey: groupKeys.lists() });
      router.push(`/groups/${encodeURIComponent(g.guid)}`);
    },
  });
  const close = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset(BLANK);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden className="size-4" />
          New group
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
          <DialogHeader>
            <DialogTitle>New group</DialogTitle>
            <DialogDescription>The guid cannot be changed later.</DialogDescription>
          </DialogHeader>
          <TextField
            control={form.control}
            name="guid"
            label="Guid"
            hint="Required; 1 to 100 letters, digits, _ or -. Stored in lower case."
          />
          {/* Create's values are edit's plus guid and owner: the shared fields take its control. */}
          <GroupFormFields control={form.control as unknown as GroupFieldsControl} />
          <PickerField
            control={form.control}
            name="owner"
            picker="user"
            label="Owner"
            hint="Optional; the owner becomes an admin member. Blank: the app's system user owns it."
          />
          <FormError form={form} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <SubmitButton pending={pending} pendingLabel="Creating…">
              Create group
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
