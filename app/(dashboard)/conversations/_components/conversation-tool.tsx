"use client";

import type { ReactNode } from "react";
import type { Control, FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { FormError } from "@/components/form/form-error";
import { PickerField } from "@/components/form/picker-field";
import { SubmitButton } from "@/components/form/submit-button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** A card with a one-line form that reads conversations as a user, and what it found below. */
export function ConversationTool<T extends FieldValues, O extends FieldValues>(p: {
  id: string;
  title: string;
  note?: ReactNode;
  form: UseFormReturn<T, unknown, O>;
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  children: ReactNode;
  result: ReactNode;
}) {
  return (
    <Card aria-labelledby={p.id}>
      <CardHeader>
        <CardTitle id={p.id}>{p.title}</CardTitle>
        {p.note}
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <form noValidate className="flex flex-wrap items-start gap-3" onSubmit={p.onSubmit}>
          {p.children}
          <SubmitButton className="mt-6" pending={p.pending} pendingLabel={p.pendingLabel}>
            {p.submitLabel}
          </SubmitButton>
          <FormError form={p.form} className="w-full" />
        </form>
        {p.result}
      </CardContent>
    </Card>
  );
}

/** The user whose view of conversations the service answers with. */
export function AsUserField<T extends FieldValues & { onBehalfOf: string }, O extends FieldValues>(p: {
  control: Control<T, unknown, O>;
}) {
  const name = "onBehalfOf" as FieldPath<T>;
  return (
    <PickerField
      picker="user"
      control={p.control}
      name={name}
      label="As user (uid)"
      subject="The uid"
      inputClassName="w-56"
    />
  );
}
