"use client";

import { useQueryClient } from "@tanstack/react-query";
import { UserPlus } from "lucide-react";
import { toast } from "sonner";
import { FormDialog } from "@/components/form/form-dialog";
import { SelectField } from "@/components/form/select-field";
import { TextField } from "@/components/form/text-field";
import { useDialogForm } from "@/components/form/use-dialog-form";
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
  const queryClient = useQueryClient();
  const { form, dialog } = useDialogForm({
    schema: teamMemberInput,
    action: setTeamMemberAction,
    start: blank,
    onSaved: async (done, values) => {
      toast.success(`Added ${done.email} as ${values.role}.`);
      await queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
  });
  return (
    <FormDialog
      {...dialog}
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
