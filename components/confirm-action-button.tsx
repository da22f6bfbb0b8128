"use client";

import { type ReactNode, useState } from "react";
import { toast } from "sonner";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/lib/action-result";

/**
 * A small outline button that asks first (AlertDialog), then runs a server action and toasts its outcome:
 * the service's sentence on a refusal, `errorMessage` when it gave none. The button's accessible name is
 * `label` followed by `name`, so rows of a list stay distinguishable to assistive tech and tests.
 */
export function ConfirmActionButton<T>({
  label,
  name,
  title,
  description,
  confirmLabel,
  disabled = false,
  action,
  successMessage,
  errorMessage,
  onSuccess,
}: {
  label: string;
  name: string;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  disabled?: boolean;
  action: () => Promise<ActionResult<T> | undefined>;
  /** The toast after success; a function answering undefined shows none. */
  successMessage: string | ((data: T | undefined) => string | undefined);
  errorMessage: string;
  onSuccess?: (data: T | undefined) => void;
}) {
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
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" disabled={disabled || isPending}>
          {label}
          <span className="sr-only"> {name}</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={run}>
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
