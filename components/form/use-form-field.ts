"use client";

import { useId } from "react";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { describedBy } from "@/components/ui/field";
import { fieldSentence } from "./action-errors";

export interface FieldProps<T extends FieldValues, O extends FieldValues = T> {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  subject?: string;
  hint?: React.ReactNode;
  id?: string;
  className?: string;
  disabled?: boolean;
}

export function useFormField<T extends FieldValues, O extends FieldValues>(p: FieldProps<T, O>) {
  const generated = useId();
  const id = p.id ?? `${generated}-${p.name}`;
  // Not `disabled` here: react-hook-form would then drop the value from the submit.
  const { field, fieldState } = useController({ control: p.control, name: p.name });
  const error = fieldSentence(p.subject ?? p.label, fieldState.error?.message);
  return { id, field, error, aria: describedBy(id, { hint: p.hint !== undefined, error }) };
}
