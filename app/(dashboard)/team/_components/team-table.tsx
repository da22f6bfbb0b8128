"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { ConfirmActionButton } from "@/components/confirm-action-button";
import { actionsColumn } from "@/components/data-table/actions-column";
import { DataTable } from "@/components/data-table/data-table";
import { type DataTableColumnDef, dataTableColumnHelper } from "@/components/data-table/features";
import { UserAvatar } from "@/components/user-avatar";
import { unwrapAction } from "@/lib/action-result";
import { formatSeconds } from "@/lib/format";
import { teamKeys } from "@/lib/query-keys";
import { COLLABORATOR_ROLES, type Collaborator } from "@/lib/schemas/apps";
import { listTeamAction, removeTeamMemberAction, setTeamMemberAction } from "../_lib/actions";

function RoleSelect({ member }: { member: Collaborator }) {
  const queryClient = useQueryClient();
  const change = async (role: (typeof COLLABORATOR_ROLES)[number]) => {
    const res = await setTeamMemberAction({ email: member.email, role });
    if (res?.data) toast.success(`${member.email} is now ${role}.`);
    else toast.error(res?.serverError ?? `The role of ${member.email} could not be changed.`);
    await queryClient.invalidateQueries({ queryKey: teamKeys.all });
  };
  const known = (COLLABORATOR_ROLES as readonly string[]).includes(member.role);
  return (
    <select
      aria-label={`Role of ${member.email}`}
      className="h-8 rounded-md border border-border bg-background px-2 text-sm"
      value={member.role}
      onChange={(e) => void change(e.target.value as (typeof COLLABORATOR_ROLES)[number])}
    >
      {known ? null : <option value={member.role}>{member.role}</option>}
      {COLLABORATOR_ROLES.map((r) => (
        <option key={r} value={r}>
          {r}
        </option>
      ))}
    </select>
  );
}

function RemoveButton({ member }: { member: Collaborator }) {
  const queryClient = useQueryClient();
  return (
    <ConfirmActionButton
      label="Remove"
      name={member.email}
      title={`Remove ${member.email} from the team?`}
      description="They lose access to this app on the service at once; adding them again sends a new invitation."
      confirmLabel="Remove from team"
      action={() => removeTeamMemberAction({ email: member.email })}
      successMessage={`Removed ${member.email} from the team.`}
      errorMessage={`${member.email} could not be removed.`}
      onSuccess={() => void queryClient.invalidateQueries({ queryKey: teamKeys.all })}
    />
  );
}

const col = dataTableColumnHelper<Collaborator>();

export const teamColumns: DataTableColumnDef<Collaborator>[] = [
  col.accessor("name", {
    header: "Name",
    cell: (c) => (
      <span className="flex items-center gap-2">
        <UserAvatar name={c.getValue() || c.row.original.email} size="sm" />
        {c.getValue() || "—"}
      </span>
    ),
  }),
  col.accessor("email", { header: "Email" }),
  col.accessor("role", { header: "Role", cell: (c) => <RoleSelect member={c.row.original} /> }),
  col.accessor("createdAt", { header: "Joined (UTC)", cell: (c) => formatSeconds(c.getValue()) }),
  actionsColumn((r: Collaborator) => <RemoveButton member={r} />, { hideable: true }),
];

export function TeamTable({ initial }: { initial: Collaborator[] }) {
  const query = useQuery({
    queryKey: teamKeys.all,
    queryFn: async () => unwrapAction(await listTeamAction({})),
    initialData: initial,
  });
  return (
    <DataTable
      list="team"
      caption="The app's team"
      columns={teamColumns}
      data={query.data}
      getRowId={(m) => m.email}
      isFetching={query.isFetching}
      error={query.error?.message}
      onRetry={() => void query.refetch()}
      emptyTitle="Nobody is on the app's team yet"
      exportParams={{}}
    />
  );
}
