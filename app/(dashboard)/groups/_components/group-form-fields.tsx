"use client";

import { type Control, useWatch } from "react-hook-form";
import type { z } from "zod";
import { SelectField } from "@/components/form/select-field";
import { TagsMetadataFields } from "@/components/form/tags-metadata-fields";
import { SecretField, TextareaField, TextField } from "@/components/form/text-field";
import type { EditGroupFormValues, editGroupForm } from "@/lib/inputs/chat-groups-query";
import { GROUP_LIMITS as L } from "@/lib/schemas/groups";

const TYPES = [
  { value: "public", label: "Public — anyone may join" },
  { value: "password", label: "Password-protected — joining needs the password" },
  { value: "private", label: "Private — members are added, nobody joins alone" },
];

export type GroupFieldsControl = Control<EditGroupFormValues, unknown, z.output<typeof editGroupForm>>;

export function GroupFormFields({
  control,
  editing = false,
}: {
  control: GroupFieldsControl;
  editing?: boolean;
}) {
  const type = useWatch({ control, name: "type" });
  return (
    <>
      <TextField
        control={control}
        name="name"
        label="Name"
        hint={`Required; at most ${L.name} characters.`}
      />
      <SelectField control={control} name="type" label="Type" options={TYPES} native />
      {type === "password" ? (
        <SecretField
          control={control}
          name="password"
          label="Password"
          hint={
            editing
              ? `Leave blank to keep the current password; at most ${L.password} characters.`
              : `Required for this type; at most ${L.password} characters. Never shown again.`
          }
        />
      ) : null}
      <TextField
        control={control}
        name="icon"
        type="url"
        label="Icon URL"
        hint={
          editing
            ? "An http(s) address of an image; blank keeps the current icon."
            : "Optional; an http(s) address of an image."
        }
      />
      <TextareaField
        control={control}
        name="description"
        label="Description"
        rows={2}
        hint={`Optional; at most ${L.description} characters.`}
      />
      <TagsMetadataFields control={control} limits={L} example={'{"team": "blue"}'} />
    </>
  );
}
