"use client";

import { useQueryClient } from "@tanstack/react-query";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { FormDialog } from "@/components/form/form-dialog";
import { SelectField } from "@/components/form/select-field";
import { TextField } from "@/components/form/text-field";
import { useActionForm } from "@/components/form/use-action-form";
import { Button } from "@/components/ui/button";
import { teamKeys } from "@/lib/query-keys";
import { setTeamMemberAction } from "../_lib/actions";
import { type TeamMemberValues, teamMemberInput } from "../_lib/schema";

export const TEAM_ROLES = [
  { value: "admin", label: "Admin: manages the app, its keys, webhooks and team" },
  { value: "moderator", label: "Moderator: works on users, groups and messages" },
];

const blank: TeamMemberValues = { email: "", role: "moderator" };

/** Invites someone to the app's team on the service (its own dashboard accounts, not this one's). */
export function InviteTeamMemberDialog() {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const { form, submit, pending } = useActionForm({
    schema: teamMemberInput,
    action: setTeamMemberAction,
    defaultValues: blank,
    onSuccess: async (done, values) => {
      toast.success(`Added ${done.email} as ${values.role}.`);
      setOpen(false);
      form.reset(blank);
      await queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
  });
  return (
    <FormDialog
      form={form}
      onSubmit={submit}
      pending={pending}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        form.reset(blank);
      }}
      trigger={
        <Button>
          <UserPlus aria-hidden className="size-4" />
          Add to team
        </Button>
      }
      title="Add to the app's team"
      description="The service invites this address to the app with the role; someone already on the team gets the new role."
      submitLabel="Add to team"
      pendingLabel="Adding…"
    >
      <TextField control={form.control} name="email" label="Email" type="email" autoComplete="off" />
      <SelectField control={form.control} name="role" label="Role" options={TEAM_ROLES} native />
    </FormDialog>
  );
}
