"use client";

import type { FieldValues } from "react-hook-form";
import { ConversationPicker } from "@/components/pickers/conversation-picker";
import { GroupPicker } from "@/components/pickers/group-picker";
import { UserPicker } from "@/components/pickers/user-picker";
import { Field } from "@/components/ui/field";
import { type FieldProps, useFormField } from "./use-form-field";

const PICKERS = { user: UserPicker, group: GroupPicker, conversation: ConversationPicker };

export function PickerField<T extends FieldValues, O extends FieldValues>({
  picker,
  inputClassName,
  ...p
}: FieldProps<T, O> & { picker: keyof typeof PICKERS; inputClassName?: string }) {
  const { id, field, error, aria } = useFormField(p);
  const Picker = PICKERS[picker];
  return (
    <Field id={id} label={p.label} hint={p.hint} error={error} className={p.className}>
      <Picker
        {...aria}
        className={inputClassName}
        name={field.name}
        ref={field.ref}
        value={field.value ?? ""}
        onChange={field.onChange}
        onBlur={field.onBlur}
        disabled={p.disabled}
      />
    </Field>
  );
}
