"use client";

import { type ReactNode, useState } from "react";
import { toast } from "sonner";
import { RowButton } from "@/components/row-button";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogFooter,
  AlertDialogHead,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import type { ActionResult } from "@/lib/action-result";

export interface ConfirmActionProps<T> {
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  action: () => Promise<ActionResult<T> | undefined>;
  successMessage: string | ((data: T | undefined) => string | undefined);
  errorMessage: string;
  onSuccess?: (data: T | undefined) => void;
}

/**
 * Runs a server action on the admin's word: a refusal or a failure becomes a toast (the service's sentence, else
 * `errorMessage`), success its message and `onSuccess`; `isPending` while it runs.
 */
export function useActionRun<T>({
  action,
  successMessage,
  errorMessage,
  onSuccess,
}: Omit<ConfirmActionProps<T>, "title" | "description" | "confirmLabel">) {
  const [isPending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      const res = await action();
      if (res?.serverError || res?.validationErrors) {
        toast.error(res.serverError ?? errorMessage);
        return;
      }
      const message = typeof successMessage === "string" ? successMessage : successMessage(res?.data);
      if (message) toast.success(message);
      onSuccess?.(res?.data);
    } catch {
      toast.error(errorMessage);
    } finally {
      setPending(false);
    }
  };
  return { run, isPending };
}

/** A confirmation's body: the question, what it does, anything to choose between, Cancel and the action. */
export function ConfirmContent({
  title,
  description,
  confirmLabel,
  onConfirm,
  variant = "destructive",
  children,
}: {
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  variant?: "default" | "destructive";
  children?: ReactNode;
}) {
  return (
    <AlertDialogContent>
      <AlertDialogHead title={title}>{description}</AlertDialogHead>
      {children}
      <AlertDialogFooter>
        <AlertDialogCancel>Cancel</AlertDialogCancel>
        <AlertDialogAction variant={variant} onClick={onConfirm}>
          {confirmLabel}
        </AlertDialogAction>
      </AlertDialogFooter>
    </AlertDialogContent>
  );
}

// The accessible name is `label` then `name`, so list rows stay distinguishable (assistive tech, tests).
export function ConfirmActionButton<T>({
  label,
  name,
  disabled = false,
  ...p
}: ConfirmActionProps<T> & { label: string; name: string; disabled?: boolean }) {
  const { run, isPending } = useActionRun(p);
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <RowButton label={label} row={name} disabled={disabled || isPending} />
      </AlertDialogTrigger>
      <ConfirmContent {...p} onConfirm={run} />
    </AlertDialog>
  );
}

export function ConfirmActionDialog<T>({
  open,
  onOpenChange,
  ...p
}: ConfirmActionProps<T> & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { run } = useActionRun(p);
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <ConfirmContent {...p} onConfirm={run} />
    </AlertDialog>
  );
}

/**
 * Delete, behind a confirmation that names what goes: "Delete the rule Spam?", then "Deleted the rule Spam."
 * (or the service's own sentence, through `successMessage`); `short` names it on the confirming button.
 */
export function DeleteButton<T>({
  noun,
  short = noun,
  id,
  name,
  successMessage = `Deleted the ${noun} ${name}.`,
  ...p
}: Omit<ConfirmActionProps<T>, "title" | "confirmLabel" | "successMessage" | "errorMessage"> & {
  noun: string;
  short?: string;
  id: string;
  name: string;
  successMessage?: ConfirmActionProps<T>["successMessage"];
}) {
  return (
    <ConfirmActionButton
      {...p}
      label="Delete"
      name={id}
      title={`Delete the ${noun} ${name}?`}
      confirmLabel={`Delete ${short}`}
      successMessage={successMessage}
      errorMessage={`The ${noun} ${name} could not be deleted.`}
    />
  );
}
