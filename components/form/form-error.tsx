"use client";

import { type FieldValues, type UseFormReturn, useFormState } from "react-hook-form";
import { cn } from "@/lib/utils";

export function FormError<T extends FieldValues, O extends FieldValues>({
  form,
  className,
}: {
  form: UseFormReturn<T, unknown, O>;
  className?: string;
}) {
  const { errors } = useFormState({ control: form.control });
  const message = errors.root?.server?.message;
  if (!message) return null;
  return (
    <p
      role="alert"
      className={cn(
        "rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive",
        className,
      )}
    >
      {message}
    </p>
  );
}
