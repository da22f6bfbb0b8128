"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useAction } from "next-safe-action/hooks";
import { toast } from "sonner";
import { ConfirmActionButton } from "@/components/confirm-action-button";
import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { ROLE_LABEL, ROLES } from "@/lib/auth/roles";
import type { Role } from "@/lib/db/types";
import { adminKeys } from "@/lib/query-keys";
import { changeRoleAction, createResetLinkAction, setDisabledAction } from "../_lib/actions";

export function AdminRowActions({
  id,
  name,
  role,
  disabled,
}: {
  id: string;
  name: string;
  role: Role;
  disabled: boolean;
}) {
  const queryClient = useQueryClient();
  const done = (message: string) => () => {
    toast.success(message);
    return queryClient.invalidateQueries({ queryKey: adminKeys.all });
  };
  const failed = ({ error }: { error: { serverError?: string } }) =>
    toast.error(error.serverError ?? "The change was not saved.");
  const roleAction = useAction(changeRoleAction, {
    onSuccess: done(`${name}'s role was changed.`),
    onError: failed,
  });
  const disableAction = useAction(setDisabledAction, {
    onSuccess: done(`${name} can sign in again.`),
    onError: failed,
  });
  return (
    <div className="flex items-center justify-end gap-2">
      <Select
        value={role}
        disabled={roleAction.isPending}
        onValueChange={(r) => roleAction.execute({ id, role: r as Role })}
      >
        <SelectTrigger className="h-8 w-36" aria-label={`Role of ${name}`}>
          {/* The label is given, so the server renders it too (Radix fills an empty value only once mounted). */}
          <SelectValue>{ROLE_LABEL[role]}</SelectValue>
        </SelectTrigger>
        <SelectContent>
          {[...ROLES].reverse().map((r) => (
            <SelectItem key={r} value={r}>
              {ROLE_LABEL[r]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {disabled ? null : (
        <ConfirmActionButton
          label="Reset link"
          name={`for ${name}`}
          title={`Make a password reset link for ${name}?`}
          description="The link sets a new password once, within 30 minutes; their sessions end when it is used. It is mailed to them when the dashboard sends mail, otherwise shown here for you to pass on."
          confirmLabel="Make link"
          action={() => createResetLinkAction({ id })}
          successMessage={(d) =>
            d?.emailed
              ? `The reset link was mailed to ${d.email}.`
              : `Reset link for ${d?.email}: ${window.location.origin}${d?.path}`
          }
          errorMessage="The reset link could not be made."
        />
      )}
      {disabled ? (
        <Button
          variant="outline"
          size="sm"
          disabled={disableAction.isPending}
          onClick={() => disableAction.execute({ id, disabled: false })}
        >
          Enable<span className="sr-only"> {name}</span>
        </Button>
      ) : (
        <ConfirmActionButton
          label="Disable"
          name={name}
          title={`Disable ${name}?`}
          description="They are signed out at once and cannot sign in until an owner enables the account again."
          confirmLabel="Disable account"
          action={() => setDisabledAction({ id, disabled: true })}
          successMessage={`${name} was disabled.`}
          errorMessage="The change was not saved."
          onSuccess={() => queryClient.invalidateQueries({ queryKey: adminKeys.all })}
        />
      )}
    </div>
  );
}
