"use client";

import { useQueryClient } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { toast } from "sonner";
import { FormDialog } from "@/components/form/form-dialog";
import { SelectField } from "@/components/form/select-field";
import { IdField, TextField } from "@/components/form/text-field";
import { editOrNew, useDialogForm } from "@/components/form/use-dialog-form";
import { type RoleFormValues, roleFormInput } from "@/lib/inputs/roles-query";
import { roleKeys } from "@/lib/query-keys";
import type { UserRole } from "@/lib/schemas/roles";
import { createRoleAction, updateRoleAction } from "../_lib/actions";

const REACH = [
  { value: "", label: "Not limited (service default)" },
  { value: "all", label: "Everyone" },
  { value: "friendsOnly", label: "Their friends only" },
];

const valuesOf = (r?: UserRole): RoleFormValues => ({
  role: r?.role ?? "",
  name: r?.name ?? "",
  description: r?.description ?? "",
  listUsers: r?.settings?.listUsers ?? "",
  sendMessagesTo: r?.settings?.sendMessagesTo ?? "",
});

export function RoleDialog({ role }: { role?: UserRole }) {
  const queryClient = useQueryClient();
  const { form, dialog } = useDialogForm({
    schema: roleFormInput,
    action: role ? updateRoleAction : createRoleAction,
    start: valuesOf(role),
    after: (saved) => valuesOf(role ? saved : undefined),
    onSaved: async (saved) => {
      toast.success(role ? `Saved the role ${saved.role}.` : `Created the role ${saved.role}.`);
      await queryClient.invalidateQueries({ queryKey: roleKeys.all });
    },
  });
  return (
    <FormDialog
      {...dialog}
      {...editOrNew({
        editing: role?.role,
        noun: "role",
        newLabel: (
          <>
            <Plus aria-hidden className="size-4" />
            New role
          </>
        ),
      })}
      description="Users get a role when they are created or edited; a role decides whom they may list and message, and which features they are denied."
    >
      <IdField control={form.control} name="role" label="Role id" editing={Boolean(role)} />
      <TextField
        control={form.control}
        name="name"
        label="Name"
        hint="Shown to admins; up to 100 characters."
      />
      <TextField
        control={form.control}
        name="description"
        label="Description"
        hint="Optional; up to 255 characters."
      />
      <SelectField control={form.control} name="listUsers" label="May list" options={REACH} native />
      <SelectField control={form.control} name="sendMessagesTo" label="May message" options={REACH} native />
    </FormDialog>
  );
}
