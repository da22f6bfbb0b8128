"use client";

import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { TextareaField, TextField } from "./text-field";

/** The tags (separated by commas) and metadata (a JSON object) boxes of a user's or a group's form. */
export function TagsMetadataFields<
  T extends FieldValues & { tags: string; metadata: string },
  O extends FieldValues,
>({
  control,
  limits,
  example,
  after = "",
}: {
  control: Control<T, unknown, O>;
  limits: { tags: number; tag: number };
  /** A JSON object the metadata hint shows. */
  example: string;
  /** A sentence after each hint, such as what a blank box does when editing. */
  after?: string;
}) {
  return (
    <>
      <TextField
        control={control}
        name={"tags" as FieldPath<T>}
        label="Tags"
        hint={`Separated by commas; at most ${limits.tags} tags of up to ${limits.tag} characters.${after}`}
      />
      <TextareaField
        control={control}
        name={"metadata" as FieldPath<T>}
        label="Metadata (JSON)"
        rows={3}
        inputClassName="font-mono text-xs"
        hint={`Optional; a JSON object, such as ${example}.${after}`}
      />
    </>
  );
}
