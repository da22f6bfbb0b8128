"use client";

import { Plus } from "lucide-react";
import { useState } from "react";
import type { FieldValues } from "react-hook-form";
import type { z } from "zod";
import { RowButton } from "@/components/row-button";
import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/lib/action-result";
import { type ActionFormOptions, useActionForm } from "./use-action-form";

/**
 * A form in a dialog that creates a thing or edits one: reset on open and close, closed and reset to the
 * saved thing on success. `dialog` is what FormDialog takes; `state` is an open state held elsewhere.
 */
export function useDialogForm<S extends z.ZodType<FieldValues, FieldValues>, Data>(o: {
  schema: S;
  action: (values: z.output<S>) => Promise<ActionResult<Data> | undefined>;
  start: z.input<S>;
  /** The values after a save (the saved thing's when editing); `start` unless given. */
  after?: (saved: Data) => z.input<S>;
  onSaved: (saved: Data, values: z.output<S>) => void | Promise<void>;
  secrets?: ActionFormOptions<S, Data>["secrets"];
  state?: readonly [boolean, (open: boolean) => void];
}) {
  const own = useState(false);
  const [open, setOpen] = o.state ?? own;
  const api = useActionForm({
    schema: o.schema,
    action: o.action,
    defaultValues: o.start,
    secrets: o.secrets,
    onSuccess: async (saved: Data, values) => {
      setOpen(false);
      api.form.reset(o.after ? o.after(saved) : o.start);
      await o.onSaved(saved, values);
    },
  });
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    api.form.reset(o.start);
  };
  const dialog = { form: api.form, onSubmit: api.submit, pending: api.pending, open, onOpenChange };
  return { ...api, open, onOpenChange, dialog };
}

/** "Edit" with the thing's id for screen readers, or the button that creates one. */
export function EditOrNewTrigger({
  editing,
  newLabel,
  ...props
}: { editing?: string; newLabel: React.ReactNode } & React.ComponentProps<typeof Button>) {
  return editing ? (
    <RowButton label="Edit" row={editing} {...props} />
  ) : (
    <Button {...props}>{newLabel}</Button>
  );
}

/** The button that opens a dialog creating a thing: a plus, then its label. */
export function NewButton({ children, ...props }: React.ComponentProps<typeof Button>) {
  return (
    <Button {...props}>
      <Plus aria-hidden className="size-4" />
      {children}
    </Button>
  );
}

/** FormDialog's trigger, title and labels, when it edits the thing `editing` names or creates a new one. */
export function editOrNew(o: {
  editing?: string;
  noun: string;
  /** The noun on the submit button, where shorter. */
  short?: string;
  newLabel?: React.ReactNode;
  variant?: "outline";
}) {
  const short = o.short ?? o.noun;
  // Given only when set: an undefined variant would override the edit button's outline.
  const look = o.variant ? { variant: o.variant } : {};
  return {
    trigger: <EditOrNewTrigger editing={o.editing} newLabel={o.newLabel ?? `New ${o.noun}`} {...look} />,
    title: o.editing ? `Edit the ${o.noun} ${o.editing}` : `New ${o.noun}`,
    submitLabel: o.editing ? `Save ${short}` : `Create ${short}`,
    pendingLabel: "Saving…",
  };
}
