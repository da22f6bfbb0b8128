"use client";

import { useQueryClient } from "@tanstack/react-query";
import { DeleteButton } from "@/components/confirm-action-button";
import { PermissionsDialog } from "@/components/permissions/permissions-dialog";
import { DEFAULT_ROLE } from "@/lib/inputs/roles-query";
import { roleKeys } from "@/lib/query-keys";
import type { UserRole } from "@/lib/schemas/roles";
import { deleteRoleAction } from "../_lib/actions";
import { RestrictionsDialog } from "./restrictions-dialog";
import { RoleDialog } from "./role-dialog";

export function RoleActions({ role: r }: { role: UserRole }) {
  const queryClient = useQueryClient();
  return (
    <div className="flex gap-2">
      <RoleDialog role={r} />
      <RestrictionsDialog role={r.role} />
      <PermissionsDialog
        targets={[{ label: `role ${r.role}`, owner: { kind: "role", role: r.role } }]}
        trigger="Permissions"
        triggerContext={`of ${r.role}`}
        title={`Permissions of ${r.role}`}
      />
      {r.role === DEFAULT_ROLE ? null : (
        <DeleteButton
          noun="role"
          id={r.role}
          name={r.role}
          description="The service refuses while users still have this role: give them another role first."
          action={() => deleteRoleAction({ role: r.role })}
          successMessage={(d) => d?.message ?? `Deleted the role ${r.role}.`}
          onSuccess={() => void queryClient.invalidateQueries({ queryKey: roleKeys.all })}
        />
      )}
    </div>
  );
}
