"use client";

import { Button } from "@/components/ui/button";

/** The form's submit button: disabled with a pending label while the action runs. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  disabled,
  ...props
}: Omit<React.ComponentProps<typeof Button>, "type"> & { pending: boolean; pendingLabel: string }) {
  return (
    <Button type="submit" disabled={pending || disabled} aria-busy={pending || undefined} {...props}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
