"use client";

import { useQuery } from "@tanstack/react-query";
import type { Control } from "react-hook-form";
import type { z } from "zod";
import { TagsMetadataFields } from "@/components/form/tags-metadata-fields";
import { TextField } from "@/components/form/text-field";
import { unwrapAction } from "@/lib/action-result";
import { listRolesAction } from "@/lib/actions/roles";
import { type EditUserFormValues, type editUserForm, USER_LIMITS as L } from "@/lib/inputs/users-query";
import { roleKeys } from "@/lib/query-keys";

export type UserFieldsControl = Control<EditUserFormValues, unknown, z.output<typeof editUserForm>>;

export function UserFormFields({
  control,
  editing = false,
}: {
  control: UserFieldsControl;
  editing?: boolean;
}) {
  const clears = editing ? " Blank clears it." : "";
  // The role box suggests the app's roles; a failed look-up leaves a plain box.
  const roles =
    useQuery({
      queryKey: roleKeys.list({ page: 1, perPage: 100 }),
      queryFn: async () => unwrapAction(await listRolesAction({ page: 1, perPage: 100 })),
      retry: false,
    }).data?.data ?? [];
  return (
    <>
      <TextField
        control={control}
        name="name"
        label="Name"
        hint={`Required; at most ${L.name} characters.`}
      />
      <TextField
        control={control}
        name="role"
        label="Role"
        list="user-role-options"
        hint={`One of the app's roles (suggested as you type; see Roles). Blank: the role “default”.`}
      />
      <datalist id="user-role-options">
        {roles.map((r) => (
          <option key={r.role} value={r.role}>
            {r.name}
          </option>
        ))}
      </datalist>
      <TextField
        control={control}
        name="avatar"
        type="url"
        label="Avatar URL"
        hint={`Optional; an http(s) address of an image, at most ${L.url} characters.${clears}`}
      />
      <TextField
        control={control}
        name="link"
        type="url"
        label="Profile link"
        hint={`Optional; an http(s) address, at most ${L.url} characters.${clears}`}
      />
      <TextField
        control={control}
        name="statusMessage"
        label="Status message"
        hint={`Optional; at most ${L.statusMessage} characters.${clears}`}
      />
      <TagsMetadataFields control={control} limits={L} example={'{"plan": "pro"}'} after={clears} />
    </>
  );
}
