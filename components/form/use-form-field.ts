"use client";

import { useId } from "react";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { describedBy } from "@/components/ui/field";
import { fieldSentence } from "./action-errors";

/** What every field of the kit takes: where its value lives, its label and an optional hint. */
export interface FieldProps<T extends FieldValues, O extends FieldValues = T> {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  /** Who a lower-case message speaks of ("The uid" for "must not be empty"); the label by default. */
  subject?: string;
  hint?: React.ReactNode;
  /** The element id; a generated one by default. */
  id?: string;
  className?: string;
  disabled?: boolean;
}

/** A field's controller, its id, its error as a sentence and the control's ARIA wiring. */
export function useFormField<T extends FieldValues, O extends FieldValues>(p: FieldProps<T, O>) {
  const generated = useId();
  const id = p.id ?? `${generated}-${p.name}`;
  // Not `disabled` here: react-hook-form would then drop the value from the submit.
  const { field, fieldState } = useController({ control: p.control, name: p.name });
  const error = fieldSentence(p.subject ?? p.label, fieldState.error?.message);
  return { id, field, error, aria: describedBy(id, { hint: p.hint !== undefined, error }) };
}
