"use client";

import { useRouter } from "next/navigation";
import type { FieldValues } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { useDialogForm } from "@/components/form/use-dialog-form";
import type { ActionResult } from "@/lib/action-result";

/**
 * A provider's form in a dialog: starts from `start` every time it opens, and after a save says so and
 * re-reads the page (the providers are server-rendered). Answers `form` and the props of `FormDialog`.
 */
export function useProviderDialog<S extends z.ZodType<FieldValues, FieldValues>, Data>(o: {
  schema: S;
  action: (values: z.output<S>) => Promise<ActionResult<Data> | undefined>;
  start: z.input<S>;
  saved: (data: Data) => string;
  /** An open state held elsewhere (a dialog the URL opens). */
  state?: readonly [boolean, (open: boolean) => void];
}) {
  const router = useRouter();
  return useDialogForm({
    schema: o.schema,
    action: o.action,
    start: o.start,
    state: o.state,
    onSaved: (data: Data) => {
      toast.success(o.saved(data));
      router.refresh();
    },
  });
}
